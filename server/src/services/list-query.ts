import {HttpErrors} from '@loopback/rest';
import {DESK_ORDER_SORT_KEYS, readListSort, searchWords, type ListSort} from '@karat/shared';
import type {DeskQuery} from '../repositories';

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
