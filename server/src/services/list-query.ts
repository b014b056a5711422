import type {InclusionFilter} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {DESK_ORDER_SORT_KEYS, fieldList, readListSort, searchWords, type ListSort} from '@karat/shared';
import type {Order} from '../models';
import {JsonText, type DeskQuery, type OrderRepository} from '../repositories';

/** The sort asked for, one of the list's keys (else 422 naming them). */
export function sortOf(text: string | undefined, keys: readonly string[]): ListSort | undefined {
  const sort = readListSort(text, keys);
  if (sort instanceof Error) throw new HttpErrors.UnprocessableEntity(sort.message);
  return sort;
}

/** A desk list's search (`q`: order number, client name or phone; shared's searchWords) and sort (DESK_ORDER_SORT_KEYS). */
export function deskQuery(q: string | undefined, sort: string | undefined): DeskQuery {
  return {words: searchWords(q ?? ''), sort: sortOf(sort, DESK_ORDER_SORT_KEYS)};
}

/**
 * A desk list's page of orders: its total and the rows with these ids, only `fields` of each and of
 * each include (a scope of fields): what its screen shows (shared's desk-list fields), not whole
 * orders. As PostgreSQL writes the rows' JSON where it can, else read in JavaScript.
 */
export async function deskPageAnswer(
  orders: OrderRepository,
  total: number,
  ids: number[],
  include: InclusionFilter[],
  fields: readonly (keyof Order)[],
): Promise<JsonText | {total: number; orders: object[]}> {
  const wanted = fieldList(fields) as (keyof Order)[];
  const json = await orders.findJsonRowsByIds(ids, include, wanted);
  if (json) return new JsonText(`{"total":${total},"orders":[${json.join(',')}]}`);
  return {total, orders: await orders.findRowsByIds(ids, include, wanted)};
}
