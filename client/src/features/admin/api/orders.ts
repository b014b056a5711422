// The only place the admin feature touches the SDK for orders.
import {businessNow} from '@/lib/dates';
import {orderListFields, orderListOrder, type CloseOrderForm, type ReopenOrderForm, type SearchWhere} from '@karat/shared';
import {useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import {invalidateOrders, orderListSource, orderQueries, readOrderSearch, type OrderFields} from '@/entities/order';
import type {Sort} from '@/lib/server-list';
import {jsonQuery} from '@/lib/api-client';
import {pathId} from '@/lib/api-id';
import {saveBlob} from '@/lib/download';
import {checkAddressOptions, checkAddressQueryKey} from '@/lib/sdk/@tanstack/react-query.gen';
import {closeOrder, registerPackage, reopenOrder, updateOrder, exportOrdersCsv} from '@/lib/sdk/sdk.gen';
import {useCommand} from '@/lib/command';
import type {GetOrderData, ListOrdersData, OrderPatch, OrderWithRelations} from '@/lib/sdk/types.gen';

export type {OrderPatch, OrderWithRelations};
type OrderId = GetOrderData['path']['id'];
type OrderWhere = NonNullable<NonNullable<NonNullable<ListOrdersData['query']>['filter']>['where']>;

export type AdminOrderFilters = {q: string};
export const ADMIN_ORDER_LIST_DEFAULTS = {filters: {q: ''} as AdminOrderFilters, sort: {key: 'createdAt', direction: 'desc'} as Sort, pageSize: 25};

/**
 * The admin order list: the search, the shown columns' fields (undefined while the member's choice
 * loads: nothing is asked yet) and the sort, on the server.
 */
export function adminOrderListSource(columns: string[] | undefined) {
  return orderListSource<AdminOrderFilters>(state => {
    const sort = state.sort ?? ADMIN_ORDER_LIST_DEFAULTS.sort;
    return {
      where: columns === undefined ? null : (readOrderSearch(state.filters.q).where ?? null),
      fields: orderListFields(columns ?? []) as OrderFields,
      order: orderListOrder(sort.key, sort.direction),
    };
  });
}

/** The order with its client (name and link on the edit page). */
export function useOrder(id: string) {
  return useQuery(orderQueries.detail(id, {include: [{relation: 'client'}]}));
}

export function useAddressCheck(id: string) {
  return useQuery(checkAddressOptions({path: {id: pathId<OrderId>(id)}}));
}

/** After a write: the lists, the counts, the open orders and this one's address check. */
function useInvalidateOrder(id: string) {
  const queryClient = useQueryClient();
  const orderId = pathId<OrderId>(id);
  return () => Promise.all([invalidateOrders(queryClient), queryClient.invalidateQueries({queryKey: checkAddressQueryKey({path: {id: orderId}})})]);
}

/**
 * Saves an admin edit. `updatedAt` is the version the form was loaded from: if someone saved the
 * order meanwhile the server answers 409 instead of overwriting their change.
 */
export function useUpdateOrder(id: string) {
  const invalidate = useInvalidateOrder(id);
  return useMutation({
    mutationFn: async ({body, updatedAt}: {body: OrderPatch; updatedAt?: string}) => {
      await updateOrder({
        path: {id: pathId<OrderId>(id)},
        headers: updatedAt ? {'if-match': updatedAt} : undefined,
        body,
        throwOnError: true,
      });
    },
    onSuccess: invalidate,
  });
}

/** Close... on the edit page: the close command with method and reason (audited); the order reloads. */
export function useCloseOrder(id: string) {
  const invalidate = useInvalidateOrder(id);
  return useCommand({
    mutationFn: async (body: CloseOrderForm, submission) => (await closeOrder({path: {id: pathId<OrderId>(id)}, body, ...submission, throwOnError: true})).data,
    onSuccess: invalidate,
  });
}

/** Reopen... on the edit page: the reopen command with its reason (audited); the order reloads. */
export function useReopenOrder(id: string) {
  const invalidate = useInvalidateOrder(id);
  return useCommand({
    mutationFn: async (body: ReopenOrderForm, submission) =>
      (await reopenOrder({path: {id: pathId<OrderId>(id)}, body, ...submission, throwOnError: true})).data,
    onSuccess: invalidate,
  });
}

/**
 * Registers the shipment. Without `confirm`, an order that has a bar code answers 409 BARCODE_CHANGE:
 * the screen asks and calls again with confirm. The screen shows the errors itself.
 */
export function useRegisterPackage(id: string) {
  const invalidate = useInvalidateOrder(id);
  return useCommand({
    mutationFn: async (confirm: boolean, submission) =>
      (
        await registerPackage({
          path: {id: pathId<OrderId>(id)},
          query: confirm ? {confirm: true} : undefined,
          ...submission,
          throwOnError: true,
        })
      ).data,
    meta: {silent: true},
    // Spec: the order is reloaded after the registration.
    onSuccess: invalidate,
  });
}

/** Downloads the CSV of the current search with the shown columns (the bearer token rides along). */
export function useExportOrders() {
  return useMutation({
    mutationFn: async ({where, columns}: {where: SearchWhere; columns: string[]}) => {
      const {data} = await exportOrdersCsv({
        query: {where: where as OrderWhere, columns: columns.join(',')},
        parseAs: 'blob',
        throwOnError: true,
        ...jsonQuery,
      });
      // The business zone's clock, as the staff read it: a file made at 08:05 in Helsinki is named 08-05.
      const stamp = businessNow().toFormat('yyyy-MM-dd-HH-mm');
      saveBlob(data as unknown as Blob, `orders-${stamp}.csv`);
    },
  });
}
