// The only place the customer-service feature touches the SDK for orders.
import {ORDER_STATUS_RULES, type CloseOrderForm} from '@karat/shared';
import {useQuery, useQueryClient} from '@tanstack/react-query';
import {invalidateOrders, orderId, orderListSource, orderQueries, readOrderSearch, type OrderFilter, type OrderWithRelations} from '@/entities/order';
import {closeOrder, massBoomerang, listOrders} from '@/lib/sdk/sdk.gen';
import {useCommand} from '@/lib/command';

export type {OrderWithRelations};
type OrderWhere = NonNullable<OrderFilter['where']>;

/** The flags the status label reads. */
const STATUS_FIELDS = ORDER_STATUS_RULES.flatMap(([flag]) => (flag ? [flag] : []));

/** Only the client's name, number and phone travel with each row. */
const clientInclude: OrderFilter['include'] = [
  {relation: 'client', scope: {fields: {id: true, firstName: true, lastName: true, clientNumber: true, phone: true}}},
];

export type OrderListFilters = {q: string};
export const ORDER_LIST_DEFAULTS = {filters: {q: ''} as OrderListFilters, pageSize: 25};

/** The order list: the free search (not parsed: nothing asked), newest first. */
export const csOrderListSource = orderListSource<OrderListFilters>(state => ({
  where: readOrderSearch(state.filters.q).where ?? null,
  include: clientInclude,
  order: ['createdAt DESC', 'id DESC'],
}));

export type ClosedListFilters = {from: string; to: string};

/** Closed orders whose close date is within the range (rangeOf: null when it is not a range), newest close first. */
export function closedOrderListSource(rangeOf: (filters: ClosedListFilters) => {from: string; to: string} | null) {
  return orderListSource<ClosedListFilters>(state => {
    const range = rangeOf(state.filters);
    return {
      where: range ? {and: [{closed: true}, {closeDate: {gte: range.from}}, {closeDate: {lte: range.to}}]} : null,
      include: clientInclude,
      order: ['closeDate DESC', 'id DESC'],
    };
  });
}

export function useOrder(id: string) {
  return useQuery(orderQueries.detail(id, {include: [{relation: 'client'}, {relation: 'closer', scope: {fields: {id: true, name: true}}}]}));
}

export function useCloseOrder(id: string) {
  const queryClient = useQueryClient();
  return useCommand({
    mutationFn: async (body: CloseOrderForm, submission) => (await closeOrder({path: {id: orderId(id)}, body, ...submission, throwOnError: true})).data,
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
  return useCommand({
    mutationFn: async (barCodes: string[], submission) => (await massBoomerang({body: {barCodes}, ...submission, throwOnError: true})).data,
    onSuccess: () => invalidateOrders(queryClient),
  });
}
