// The only place the admin feature touches the SDK for orders.
import {orderListFields, orderListOrder, type CloseOrderForm, type ReopenOrderForm, type SearchWhere} from '@karat/shared';
import {keepPreviousData, useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import type {Sort} from '@/components/DataTable';
import {jsonQuery} from '@/lib/api-client';
import {pathId} from '@/lib/api-id';
import {saveBlob} from '@/lib/download';
import {
  checkAddressOptions,
  checkAddressQueryKey,
  countOrdersOptions,
  countOrdersQueryKey,
  getOrderOptions,
  getOrderQueryKey,
  listOrdersOptions,
  listOrdersQueryKey,
} from '@/lib/sdk/@tanstack/react-query.gen';
import {closeOrder, registerPackage, reopenOrder, updateOrder, exportOrdersCsv} from '@/lib/sdk/sdk.gen';
import type {GetOrderData, ListOrdersData, OrderPatch, OrderWithRelations} from '@/lib/sdk/types.gen';

export type {OrderPatch, OrderWithRelations};
type OrderId = GetOrderData['path']['id'];
type OrderFilter = NonNullable<NonNullable<ListOrdersData['query']>['filter']>;
type OrderWhere = NonNullable<OrderFilter['where']>;
type OrderFields = Extract<NonNullable<OrderFilter['fields']>, unknown[]>;

export interface OrderListParams {
  /** From the shared search rule; null while the search does not parse (nothing is asked then). */
  where: SearchWhere | null;
  /** The shown column keys; 'status' needs the status flags. */
  columns: string[] | undefined;
  sort: Sort;
  page: number;
  pageSize: number;
}

/** One page of orders and the total for the pager, both with the same where, on the server. */
export function useOrderList({where, columns, sort, page, pageSize}: OrderListParams) {
  const enabled = where !== null && columns !== undefined;
  const filter: OrderFilter = {
    where: (where ?? {}) as OrderWhere,
    fields: orderListFields(columns ?? []) as OrderFields,
    order: orderListOrder(sort.key, sort.direction),
    limit: pageSize,
    skip: page * pageSize,
  };
  const rows = useQuery({...listOrdersOptions({query: {filter}}), enabled, placeholderData: keepPreviousData});
  const count = useQuery({
    ...countOrdersOptions({query: {where: (where ?? {}) as OrderWhere}, ...jsonQuery}),
    enabled: where !== null,
    placeholderData: keepPreviousData,
  });
  return {rows: rows.data, count: count.data?.count ?? 0, isPending: rows.isPending};
}

/** The order with its client (name and link on the edit page). */
export function useOrder(id: string) {
  return useQuery(getOrderOptions({path: {id: pathId<OrderId>(id)}, query: {filter: {include: [{relation: 'client'}]}}}));
}

export function useAddressCheck(id: string) {
  return useQuery(checkAddressOptions({path: {id: pathId<OrderId>(id)}}));
}

/** After a write: the lists, the count, the one order and its address check. */
function useInvalidateOrder(id: string) {
  const queryClient = useQueryClient();
  const orderId = pathId<OrderId>(id);
  return () =>
    Promise.all([
      queryClient.invalidateQueries({queryKey: listOrdersQueryKey()}),
      queryClient.invalidateQueries({queryKey: countOrdersQueryKey()}),
      queryClient.invalidateQueries({queryKey: getOrderQueryKey({path: {id: orderId}})}),
      queryClient.invalidateQueries({queryKey: checkAddressQueryKey({path: {id: orderId}})}),
    ]);
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
  return useMutation({
    mutationFn: async (body: CloseOrderForm) => (await closeOrder({path: {id: pathId<OrderId>(id)}, body, throwOnError: true})).data,
    onSuccess: invalidate,
  });
}

/** Reopen... on the edit page: the reopen command with its reason (audited); the order reloads. */
export function useReopenOrder(id: string) {
  const invalidate = useInvalidateOrder(id);
  return useMutation({
    mutationFn: async (body: ReopenOrderForm) => (await reopenOrder({path: {id: pathId<OrderId>(id)}, body, throwOnError: true})).data,
    onSuccess: invalidate,
  });
}

/**
 * Registers the shipment. Without `confirm`, an order that has a bar code answers 409 BARCODE_CHANGE:
 * the screen asks and calls again with confirm. The screen shows the errors itself.
 */
export function useRegisterPackage(id: string) {
  const invalidate = useInvalidateOrder(id);
  return useMutation({
    mutationFn: async (confirm: boolean) =>
      (
        await registerPackage({
          path: {id: pathId<OrderId>(id)},
          query: confirm ? {confirm: true} : undefined,
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
      const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
      saveBlob(data as unknown as Blob, `orders-${stamp}.csv`);
    },
  });
}
