// The only place the bursar feature touches the SDK.
import {invalidateEvery} from '@/lib/query-keys';
import {useQuery, useQueryClient} from '@tanstack/react-query';
import {useCommand} from '@/lib/command';
import {searchPageOf, type ListState} from '@/lib/server-list';
import {
  getBursarOrderOptions,
  getBursarOrderQueryKey,
  listBursarHandledOptions,
  listBursarHandledQueryKey,
  listBursarUnhandledOptions,
  listBursarUnhandledQueryKey,
} from '@/lib/sdk/@tanstack/react-query.gen';
import {bursarScan, completeBursar} from '@/lib/sdk/sdk.gen';
import type {BursarCompleteRequest, BursarOrderPage, OrderWithRelations} from '@/lib/sdk/types.gen';

export type {BursarCompleteRequest, OrderWithRelations};
type BursarCountry = 'finland' | 'sweden' | 'uk';

/** The bar-code search: the order to open, or the first failing check's text (thrown with the server's text). */
export async function scanOrder(country: BursarCountry, barCode: string) {
  return (await bursarScan({path: {country}, body: {barCode}, throwOnError: true})).data;
}

/** The page's order with its client, teller, payer and bursar. */
export function useBursarOrder(id: number) {
  return useQuery({...getBursarOrderOptions({path: {id}}), retry: false, refetchOnWindowFocus: false});
}

/** POST /Orders/{id}/bursar: completes the order once; the lists and the page are read again. */
export function useCompleteBursar(orderId: number) {
  const queryClient = useQueryClient();
  return useCommand({
    mutationFn: async (body: BursarCompleteRequest, submission) => (await completeBursar({path: {id: orderId}, body, ...submission, throwOnError: true})).data,
    meta: {silent: true},
    onSuccess: () => invalidateEvery(queryClient, listBursarUnhandledQueryKey, listBursarHandledQueryKey, getBursarOrderQueryKey),
  });
}

export const BURSAR_LIST_DEFAULTS = {filters: {q: ''} as Record<string, string>, pageSize: 50};

export const bursarUnhandledSource = {
  page: (state: ListState<Record<string, string>>) => listBursarUnhandledOptions({query: searchPageOf(state)}),
  rows: (page: BursarOrderPage) => page.orders ?? [],
  total: (page: BursarOrderPage) => page.total ?? 0,
};

export const bursarHandledSource = {
  page: (state: ListState<Record<string, string>>) => listBursarHandledOptions({query: searchPageOf(state)}),
  rows: (page: BursarOrderPage) => page.orders ?? [],
  total: (page: BursarOrderPage) => page.total ?? 0,
};
