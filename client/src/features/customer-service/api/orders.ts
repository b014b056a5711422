// The only place the customer-service feature touches the SDK for orders.
import {ORDER_STATUS_RULES, type CloseOrderForm, type SearchWhere} from '@karat/shared';
import {keepPreviousData, useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import {jsonQuery} from '@/lib/api-client';
import {pathId} from '@/lib/api-id';
import {countOrdersOptions, countOrdersQueryKey, getOrderOptions, listOrdersOptions, listOrdersQueryKey} from '@/lib/sdk/@tanstack/react-query.gen';
import {closeOrder, massBoomerang, listOrders} from '@/lib/sdk/sdk.gen';
import type {GetOrderData, ListOrdersData, OrderWithRelations} from '@/lib/sdk/types.gen';

export type {OrderWithRelations};
type OrderId = GetOrderData['path']['id'];
type OrderFilter = NonNullable<NonNullable<ListOrdersData['query']>['filter']>;
type OrderWhere = NonNullable<OrderFilter['where']>;

/** The flags the status label reads. */
const STATUS_FIELDS = ORDER_STATUS_RULES.flatMap(([flag]) => (flag ? [flag] : []));

/** Only the client's name and number travel with each row. */
const clientInclude: OrderFilter['include'] = [
  {relation: 'client', scope: {fields: {id: true, firstName: true, lastName: true, clientNumber: true, phone: true}}},
];

interface Paging {
  page: number;
  pageSize: number;
}

function usePagedOrders(where: SearchWhere | null, order: string[], {page, pageSize}: Paging) {
  const filter: OrderFilter = {where: (where ?? {}) as OrderWhere, include: clientInclude, order, limit: pageSize, skip: page * pageSize};
  const enabled = where !== null;
  const rows = useQuery({...listOrdersOptions({query: {filter}}), enabled, placeholderData: keepPreviousData});
  const count = useQuery({
    ...countOrdersOptions({query: {where: (where ?? {}) as OrderWhere}, ...jsonQuery}),
    enabled,
    placeholderData: keepPreviousData,
  });
  return {rows: rows.data, count: count.data?.count ?? 0, isPending: rows.isPending};
}

/** The order list: the free search's where (null: not parsed, nothing asked), newest first. */
export function useOrderList(where: SearchWhere | null, paging: Paging) {
  return usePagedOrders(where, ['createdAt DESC', 'id DESC'], paging);
}

/** Closed orders whose close date is within [from, to], newest close first. */
export function useClosedOrders({from, to, enabled, ...paging}: Paging & {from: string; to: string; enabled: boolean}) {
  const where = enabled ? {and: [{closed: true}, {closeDate: {gte: from}}, {closeDate: {lte: to}}]} : null;
  return usePagedOrders(where, ['closeDate DESC', 'id DESC'], paging);
}

export function useOrder(id: string) {
  return useQuery(
    getOrderOptions({
      path: {id: pathId<OrderId>(id)},
      query: {filter: {include: [{relation: 'client'}, {relation: 'closer', scope: {fields: {id: true, name: true}}}]}},
    }),
  );
}

function invalidateOrders(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({queryKey: listOrdersQueryKey()}),
    queryClient.invalidateQueries({queryKey: countOrdersQueryKey()}),
    // Every open order page: a key holding only the operation id matches them all.
    queryClient.invalidateQueries({queryKey: [{_id: 'getOrder'}]}),
  ]);
}

export function useCloseOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CloseOrderForm) => (await closeOrder({path: {id: pathId<OrderId>(id)}, body, throwOnError: true})).data,
    onSuccess: () => invalidateOrders(queryClient),
  });
}

/** The newest order with this bar code (the rule the receive scan and mass boomerang use), or null. */
export async function findNewestOrderByBarCode(barCode: string): Promise<OrderWithRelations | null> {
  const {data} = await listOrders({
    query: {
      // With the status flags and the client's name: the submit question shows what it will touch.
      filter: {
        where: {barCode} as OrderWhere,
        order: ['createdAt DESC', 'id DESC'],
        limit: 1,
        fields: [...STATUS_FIELDS, 'id', 'orderNumber', 'barCode', 'clientId'] as OrderFilter['fields'],
        include: [{relation: 'client', scope: {fields: ['id', 'firstName', 'lastName']}}],
      },
    },
    throwOnError: true,
  });
  return data[0] ?? null;
}

/** POST /Orders/mass-boomerang: all or nothing. */
export function useMassBoomerang() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (barCodes: string[]) => (await massBoomerang({body: {barCodes}, throwOnError: true})).data,
    onSuccess: () => invalidateOrders(queryClient),
  });
}
