// The only place the valuation feature touches the SDK.
import {invalidateEvery} from '@/lib/query-keys';
import {useQuery, useQueryClient} from '@tanstack/react-query';
import {VALUATION_COUNTS_REFRESH_MS, type ValuationInput} from '@karat/shared';
import {useCommand} from '@/lib/command';
import {searchPageOf, type ListState} from '@/lib/server-list';
import {
  getValuationCountsOptions,
  getValuationCountsQueryKey,
  getValuationOrderOptions,
  getValuationStatsOptions,
  getValuationStatsQueryKey,
  listMaterialsOptions,
  listRevaluationOptions,
  listRevaluationQueryKey,
  listValuationWaitingOptions,
  listValuationWaitingQueryKey,
} from '@/lib/sdk/@tanstack/react-query.gen';
import {lookupValuationOrder, markValuationBoomerang, saveValuation} from '@/lib/sdk/sdk.gen';
import type {Material, OrderWithRelations, ValuationOrderPage} from '@/lib/sdk/types.gen';

export type {Material, OrderWithRelations};
// Images go through the server (lib/valuation-images.ts, shared with the teller's show page).
export {uploadImage} from '@/lib/valuation-images';

/** The prompt's four counters, refreshed every 20 s (spec 02 §9 "Business constants and limits"). */
export function useValuationCounts() {
  return useQuery({...getValuationCountsOptions(), refetchInterval: VALUATION_COUNTS_REFRESH_MS});
}

/** The bar-code lookup: the order to open, or the prompt's refusal (thrown with the server's text). */
export async function lookupOrder(barCode: string) {
  return (await lookupValuationOrder({query: {barCode}, throwOnError: true})).data;
}

/**
 * The valuate page's order, read afresh each time the page opens (gcTime 0: a re-valuation never
 * starts from a cached copy). A save never refetches it: a valued order is refused here with 409
 * 'Order is already valuated', which showed in red after the blue 'Saved!'.
 */
export function useValuationOrder(id: number) {
  return useQuery({...getValuationOrderOptions({path: {id}}), retry: false, refetchOnWindowFocus: false, gcTime: 0});
}

/** Every material (a product's density), by name. */
export function useMaterials() {
  return useQuery({...listMaterialsOptions({query: {filter: {order: ['name ASC'], limit: 1000}}}), staleTime: 60_000});
}

function useInvalidateValuation() {
  const queryClient = useQueryClient();
  return () =>
    // Not getValuationOrder: see useValuationOrder.
    invalidateEvery(queryClient, getValuationCountsQueryKey, listValuationWaitingQueryKey, listRevaluationQueryKey, getValuationStatsQueryKey);
}

export function useSaveValuation(orderId: number) {
  const invalidate = useInvalidateValuation();
  return useCommand({
    mutationFn: async (body: ValuationInput, submission) =>
      (await saveValuation({path: {id: orderId}, body: body as never, ...submission, throwOnError: true})).data,
    onSuccess: invalidate,
  });
}

export function useMarkBoomerang(orderId: number) {
  const invalidate = useInvalidateValuation();
  return useCommand({
    mutationFn: async (_: void, submission) => (await markValuationBoomerang({path: {id: orderId}, ...submission, throwOnError: true})).data,
    onSuccess: invalidate,
  });
}

export const VALUATION_LIST_DEFAULTS = {filters: {q: ''}, pageSize: 50};

export const waitingListSource = {
  page: (state: ListState<Record<string, string>>) => listValuationWaitingOptions({query: searchPageOf(state)}),
  rows: (page: ValuationOrderPage) => page.orders ?? [],
  total: (page: ValuationOrderPage) => page.total ?? 0,
};

export const revaluationListSource = (list: 'finnish' | 'swedish' | 'uk') => ({
  page: (state: ListState<Record<string, string>>) => listRevaluationOptions({path: {list}, query: searchPageOf(state)}),
  rows: (page: ValuationOrderPage) => page.orders ?? [],
  total: (page: ValuationOrderPage) => page.total ?? 0,
});

export function useValuationStats() {
  return useQuery(getValuationStatsOptions());
}
