// The only place the buyer feature touches the SDK (besides the sidebar counts in call-counts.ts).
import {keepPreviousData, useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import type {CallPayload} from '@/lib/call-events';
import {
  listAfterCallsOptions,
  listAfterCallsQueryKey,
  countCallsQueryKey,
  getOwnOrderOptions,
  getOwnOrderQueryKey,
  listOwnOrdersOptions,
  listOwnOrdersQueryKey,
  getBuyerStatsOptions,
  listWelcomeCallsOptions,
  listWelcomeCallsQueryKey,
  getMeOptions,
  listMembersOptions,
  autocompletePlacesOptions,
} from '@/lib/sdk/@tanstack/react-query.gen';
import {addOrder, findClientByPhone, updateOwnOrder, recordCall, sendReturnCodeSms} from '@/lib/sdk/sdk.gen';
import type {AddOrderRequest, BuyerClient, BuyerOrderPatch, BuyerStats, CallListRow, OrderWithRelations} from '@/lib/sdk/types.gen';

export type {AddOrderRequest, BuyerClient, BuyerOrderPatch, CallListRow, OrderWithRelations};
export type BuyerStatsAnswer = BuyerStats;

/** Route ids are digits; anything else asks for order 0, which answers 'Cannot find order'. */
const orderId = (id: string) => (/^\d+$/.test(id) ? Number(id) : 0);

/** The signed-in member (team and preferences prefill a new order; buyerWebOrder shows the web-order box). */
export function useMe() {
  return useQuery({...getMeOptions(), staleTime: 5 * 60_000});
}

/** Active buyers for the web-order caller chooser, by name (the server takes no one else as caller). */
export function useActiveMembers(enabled: boolean) {
  return useQuery({
    // With team and preferred country: an order for a client outside the caller's market is asked about first.
    ...listMembersOptions({query: {filter: {where: {isActive: true, buyer: true}, fields: ['id', 'name', 'team', 'preferCountry'], order: ['name ASC']}}}),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Find client by phone: the screen handles the answer itself (404 'Missing client' opens the new-client form). */
export function useFindClientByPhone() {
  return useMutation({
    mutationFn: async (phone: string) => (await findClientByPhone({path: {phone}, throwOnError: true})).data,
    meta: {silent: true},
  });
}

/** Places autocomplete for the address (off by default: then `enabled` is false and nothing shows). */
export function usePlaceSuggestions(q: string, country: string) {
  return useQuery({
    ...autocompletePlacesOptions({query: {q, country: country || undefined}}),
    enabled: q.trim().length >= 3,
    staleTime: 60_000,
    meta: {silent: true},
  });
}

function useInvalidateBuyerLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({queryKey: listWelcomeCallsQueryKey()}),
      queryClient.invalidateQueries({queryKey: listAfterCallsQueryKey()}),
      queryClient.invalidateQueries({queryKey: countCallsQueryKey()}),
      queryClient.invalidateQueries({queryKey: listOwnOrdersQueryKey()}),
    ]);
}

export function useAddOrder() {
  const invalidate = useInvalidateBuyerLists();
  return useMutation({
    mutationFn: async (body: AddOrderRequest) => (await addOrder({body, throwOnError: true})).data,
    onSuccess: invalidate,
  });
}

export interface CallListParams {
  /** The applied quick filter: every word in the order number, client name or phone. */
  q: string;
  page: number;
  pageSize: number;
}

/** A page of the buyer's welcome or after calls, paged and filtered on the server. */
export function useCallList(list: 'welcome' | 'after', {q, page, pageSize}: CallListParams) {
  const options = list === 'welcome' ? listWelcomeCallsOptions : listAfterCallsOptions;
  return useQuery({...options({query: {q: q || undefined, limit: pageSize, skip: page * pageSize}}), placeholderData: keepPreviousData});
}

/** One of the buyer's own orders, with its client. */
export function useOwnOrder(id: string) {
  return useQuery(getOwnOrderOptions({path: {id: orderId(id)}}));
}

export interface OwnOrdersParams {
  /** The applied search text (server-side order search syntax). */
  q: string;
  page: number;
  pageSize: number;
}

export function useOwnOrders({q, page, pageSize}: OwnOrdersParams) {
  return useQuery({
    ...listOwnOrdersOptions({query: {q: q || undefined, limit: pageSize, skip: page * pageSize}}),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateOwnOrder(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateBuyerLists();
  return useMutation({
    mutationFn: async (body: BuyerOrderPatch) => {
      await updateOwnOrder({path: {id: orderId(id)}, body, throwOnError: true});
    },
    onSuccess: () => Promise.all([invalidate(), queryClient.invalidateQueries({queryKey: getOwnOrderQueryKey({path: {id: orderId(id)}})})]),
  });
}

/** Records a welcome or after call; the lists and the sidebar counts reload. */
export function useRecordCall(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateBuyerLists();
  return useMutation({
    mutationFn: async (body: CallPayload) => (await recordCall({path: {id: orderId(id)}, body, throwOnError: true})).data,
    onSuccess: () => Promise.all([invalidate(), queryClient.invalidateQueries({queryKey: getOwnOrderQueryKey({path: {id: orderId(id)}})})]),
  });
}

/** Sends the Finnish return-code SMS to the order's client. */
export function useReturnCodeSms(id: string) {
  return useMutation({
    mutationFn: async () => (await sendReturnCodeSms({path: {id: orderId(id)}, throwOnError: true})).data,
  });
}

export function useBuyerStats() {
  return useQuery(getBuyerStatsOptions());
}
