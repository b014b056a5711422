// The only place the packager feature touches the SDK.
import {invalidateEvery} from '@/lib/query-keys';
import {useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import {PACKAGER, type ClientPostalForm} from '@karat/shared';
import {useCommand} from '@/lib/command';
import {pageOf, type ListState} from '@/lib/server-list';
import {
  checkAddressOptions,
  checkAddressQueryKey,
  failedRegistrationsOptions,
  failedRegistrationsQueryKey,
  findNextOrderOptions,
  findNextOrderQueryKey,
  getPackagerStatsOptions,
  getPackagerStatsQueryKey,
  listPackagerHistoryOptions,
  listPackagerHistoryQueryKey,
  listPackagerWaitingOptions,
  listPackagerWaitingQueryKey,
} from '@/lib/sdk/@tanstack/react-query.gen';
import {addBarCode, correctPackagerClient, markAsPackaged, registerPackage, retryRegistrations} from '@/lib/sdk/sdk.gen';
import type {FailedRegistration, FailedRegistrations, NextOrderAnswer, OrderWithRelations, PackagerOrderPage} from '@/lib/sdk/types.gen';

export type {FailedRegistration, NextOrderAnswer, OrderWithRelations};

/** The language select's counts, refreshed every 60 s (spec 02 §9 "Business constants and limits"). */
export function usePackagerStats() {
  return useQuery({...getPackagerStatsOptions(), refetchInterval: PACKAGER.statsRefreshMs});
}

/**
 * The packager's order of a queue: find-next-order answers the order in hand, or takes the next.
 * It is asked once per visit and again after Send, never by itself (no refetch on focus).
 */
export function useNextOrder(slug: string) {
  return useQuery({...findNextOrderOptions({path: {language: slug}}), staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false, retry: false});
}

export function useSetNextOrder(slug: string) {
  const queryClient = useQueryClient();
  return (answer: NextOrderAnswer) => queryClient.setQueryData(findNextOrderQueryKey({path: {language: slug}}), answer);
}

/** The address check of the order (spec 02 §5 "Packager": an invalid one disables Send). */
export function useAddressCheck(orderId: number | undefined) {
  return useQuery({...checkAddressOptions({path: {id: orderId ?? 0}}), enabled: orderId !== undefined});
}

/** All packager reads that Send, a bar code or a correction change. */
function useInvalidatePackager() {
  const queryClient = useQueryClient();
  return () =>
    invalidateEvery(
      queryClient,
      getPackagerStatsQueryKey,
      listPackagerWaitingQueryKey,
      listPackagerHistoryQueryKey,
      checkAddressQueryKey,
      failedRegistrationsQueryKey,
    );
}

export function useMarkAsPackaged() {
  const invalidate = useInvalidatePackager();
  return useCommand({
    mutationFn: async (orderId: number, submission) => (await markAsPackaged({body: {orderId}, ...submission, throwOnError: true})).data,
    meta: {silent: true},
    onSuccess: invalidate,
  });
}

export function useAddBarCode() {
  const invalidate = useInvalidatePackager();
  return useCommand({
    mutationFn: async (body: {orderId: number; barCode: string}, submission) => (await addBarCode({body, ...submission, throwOnError: true})).data,
    meta: {silent: true},
    onSuccess: invalidate,
  });
}

export function useCorrectClient(orderId: number) {
  const invalidate = useInvalidatePackager();
  return useMutation({
    mutationFn: async (body: ClientPostalForm) => (await correctPackagerClient({path: {id: orderId}, body, throwOnError: true})).data,
    meta: {silent: true},
    onSuccess: invalidate,
  });
}

export type WaitingFilters = {language: string};
export const WAITING_LIST_DEFAULTS = {filters: {language: ''} as WaitingFilters, pageSize: 25};

/** The free queue of the member's team, in the order it is handed out, paged on the server. */
export const waitingListSource = {
  page: ({filters, ...state}: ListState<WaitingFilters>) => listPackagerWaitingOptions({query: {language: filters.language || undefined, ...pageOf(state)}}),
  rows: (page: PackagerOrderPage) => page.orders ?? [],
  total: (page: PackagerOrderPage) => page.total ?? 0,
};

export type HistoryFilters = {period: string};
export const HISTORY_LIST_DEFAULTS = {filters: {period: 'today'} as HistoryFilters, pageSize: 25};

export const historyListSource = {
  page: ({filters, ...state}: ListState<HistoryFilters>) =>
    listPackagerHistoryOptions({query: {period: filters.period === 'week' ? 'week' : 'today', ...pageOf(state)}}),
  rows: (page: PackagerOrderPage) => page.orders ?? [],
  total: (page: PackagerOrderPage) => page.total ?? 0,
};

/**
 * Register package (spec 02 §7): the carrier registers the bag again; an order with a bar code
 * answers 409 BARCODE_CHANGE until the packager confirmed the change. The screen shows the errors.
 */
export function useRegisterPackage() {
  const invalidate = useInvalidatePackager();
  return useCommand({
    mutationFn: async ({orderId, confirm}: {orderId: number; confirm: boolean}, submission) =>
      (await registerPackage({path: {id: orderId}, query: confirm ? {confirm: true} : undefined, ...submission, throwOnError: true})).data,
    meta: {silent: true},
    onSuccess: invalidate,
  });
}

export const FAILED_REGISTRATION_DEFAULTS = {filters: {}, pageSize: 50};

/** "Registration failed": open orders whose carrier registration failed, the newest failure first. */
export const failedRegistrationSource = {
  page: (state: ListState<Record<string, never>>) => ({...failedRegistrationsOptions({query: pageOf(state)}), refetchInterval: 30_000}),
  rows: (page: FailedRegistrations) => page.data,
  total: (page: FailedRegistrations) => page.total,
};

/** Retry and bulk retry: the orders are queued again; the answer says which were not, and why. */
export function useRetryRegistrations() {
  const invalidate = useInvalidatePackager();
  return useCommand({
    mutationFn: async (orderIds: number[], submission) => (await retryRegistrations({body: {orderIds}, ...submission, throwOnError: true})).data,
    meta: {silent: true},
    onSuccess: invalidate,
  });
}
