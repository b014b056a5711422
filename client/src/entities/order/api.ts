// The order entity over the generated SDK: the generic /Orders queries and their keys, for every feature.
import {everyAnswerOf} from '@/lib/query-keys';
import type {LIST_CLIENT_FIELDS, SearchWhere} from '@karat/shared';
import type {QueryClient} from '@tanstack/react-query';
import {jsonQuery} from '@/lib/api-client';
import {pathId} from '@/lib/api-id';
import {pageOf, type Filters, type ListState} from '@/lib/server-list';
import {
  countOrdersOptions,
  countOrdersQueryKey,
  getOrderOptions,
  getOrderQueryKey,
  listOrdersOptions,
  listOrdersQueryKey,
} from '@/lib/sdk/@tanstack/react-query.gen';
import type {GetOrderData, ListOrdersData, OrderWithRelations} from '@/lib/sdk/types.gen';

export type {OrderWithRelations};
export type OrderId = GetOrderData['path']['id'];
export type OrderFilter = NonNullable<NonNullable<ListOrdersData['query']>['filter']>;
export type OrderWhere = NonNullable<OrderFilter['where']>;
export type OrderFields = Extract<NonNullable<OrderFilter['fields']>, unknown[]>;
export type OrderInclude = OrderFilter['include'];

export const orderId = (id: string) => pathId<OrderId>(id);

/** The queries of /Orders; the SDK's options, so their keys are the SDK's keys. */
export const orderQueries = {
  list: (filter: OrderFilter) => listOrdersOptions({query: {filter}}),
  count: (where: SearchWhere) => countOrdersOptions({query: {where: where as OrderWhere}, ...jsonQuery}),
  detail: (id: string, filter?: {include?: OrderInclude}) => getOrderOptions({path: {id: orderId(id)}, query: filter ? {filter} : undefined}),
};

/** Keys to invalidate after a write: a key holding only the operation id matches every variant. */
export const orderKeys = {
  lists: () => listOrdersQueryKey(),
  counts: () => countOrdersQueryKey(),
  detail: (id: string) => getOrderQueryKey({path: {id: orderId(id)}}),
  details: () => everyAnswerOf(getOrderQueryKey),
};

/** After a write to orders: every list, count and open order page reloads. */
export function invalidateOrders(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({queryKey: orderKeys.lists()}),
    queryClient.invalidateQueries({queryKey: orderKeys.counts()}),
    queryClient.invalidateQueries({queryKey: orderKeys.details()}),
  ]);
}

export interface OrderListQuery {
  /** null: nothing is asked (a search that does not parse). */
  where: SearchWhere | null;
  order: string[];
  fields?: OrderFields;
  include?: OrderInclude;
}

/**
 * The server-list source of /Orders: one page with limit/skip and the total from /Orders/count with
 * the same where (its key has no paging, so turning pages does not count again).
 */
export function orderListSource<F extends Filters>(queryOf: (state: ListState<F>) => OrderListQuery) {
  return {
    page: (state: ListState<F>) => {
      const {where, ...rest} = queryOf(state);
      return {...orderQueries.list({...rest, where: (where ?? {}) as OrderWhere, ...pageOf(state)}), enabled: where !== null};
    },
    rows: (rows: OrderWithRelations[]) => rows,
    count: (state: ListState<F>) => {
      const {where} = queryOf(state);
      return {...orderQueries.count(where ?? {}), enabled: where !== null};
    },
    countOf: (answer: {count?: number}) => answer.count ?? 0,
  };
}

/** A desk list row's client: its name and phone (shared's LIST_CLIENT_FIELDS). */
export type ListClient = Pick<NonNullable<OrderWithRelations['client']>, (typeof LIST_CLIENT_FIELDS)[number]>;
/** A desk list's row: the fields its screen shows (shared's desk-list fields) and its client's. */
export type DeskRow<Field extends keyof OrderWithRelations> = Pick<OrderWithRelations, Field> & {client?: ListClient | null};
