// The only place the buyer feature touches the SDK (besides the sidebar counts in call-counts.ts).
import {useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import {memberQueries, useActiveBuyers} from '@/entities/member';
import {contactHistoryKeys} from '@/entities/order';
import type {CallPayload} from '@/lib/call-events';
import {pageOf, type ListState} from '@/lib/server-list';
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
  autocompletePlacesOptions,
} from '@/lib/sdk/@tanstack/react-query.gen';
import {addOrder, findClientByPhone, updateOwnOrder, recordCall, sendReturnCodeSms} from '@/lib/sdk/sdk.gen';
import type {AddOrderRequest, BuyerClient, BuyerOrderPatch, BuyerStats, CallListPage, CallListRow, OrderPage, OrderWithRelations} from '@/lib/sdk/types.gen';
import {useCommand} from '@/lib/command';

export type {AddOrderRequest, BuyerClient, BuyerOrderPatch, CallListRow, OrderWithRelations};
export type BuyerStatsAnswer = BuyerStats;

/** Route ids are digits; anything else asks for order 0, which answers 'Cannot find order'. */
const orderId = (id: string) => (/^\d+$/.test(id) ? Number(id) : 0);

/** The signed-in member (team and preferences prefill a new order; buyerWebOrder shows the web-order box). */
export function useMe() {
  return useQuery(memberQueries.me());
}

/** Active buyers for the web-order caller chooser, by name (the server takes no one else as caller). */
export const useActiveMembers = useActiveBuyers;

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
  return useCommand({
    mutationFn: async (body: AddOrderRequest, submission) => (await addOrder({body, ...submission, throwOnError: true})).data,
    onSuccess: invalidate,
  });
}

/** The call lists' quick filter: every word in the order number, client name or phone (server-side). */
export type CallListFilters = {q: string};
export const CALL_LIST_DEFAULTS = {filters: {q: ''} as CallListFilters, pageSize: 50};

/** A page of the buyer's welcome or after calls, paged and filtered on the server. */
export function callListSource(list: 'welcome' | 'after') {
  const options = list === 'welcome' ? listWelcomeCallsOptions : listAfterCallsOptions;
  return {
    page: ({filters, ...state}: ListState<CallListFilters>) => options({query: {q: filters.q.trim() || undefined, ...pageOf(state)}}),
    rows: (page: CallListPage) => page.orders,
    total: (page: CallListPage) => page.total,
  };
}

/** One of the buyer's own orders, with its client. */
export function useOwnOrder(id: string) {
  return useQuery(getOwnOrderOptions({path: {id: orderId(id)}}));
}

/** The applied search text (the server reads the order search syntax and explains a bad one). */
export type OwnOrderFilters = {q: string};
export const OWN_ORDER_LIST_DEFAULTS = {filters: {q: ''} as OwnOrderFilters, pageSize: 25};

/** The buyer's own orders, newest first, paged on the server. */
export const ownOrderListSource = {
  page: ({filters, ...state}: ListState<OwnOrderFilters>) => listOwnOrdersOptions({query: {q: filters.q || undefined, ...pageOf(state)}}),
  rows: (page: OrderPage) => page.orders,
  total: (page: OrderPage) => page.total,
};

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
  return useCommand({
    mutationFn: async (body: CallPayload, submission) => (await recordCall({path: {id: orderId(id)}, body, ...submission, throwOnError: true})).data,
    onSuccess: () =>
      Promise.all([
        invalidate(),
        queryClient.invalidateQueries({queryKey: getOwnOrderQueryKey({path: {id: orderId(id)}})}),
        queryClient.invalidateQueries({queryKey: contactHistoryKeys.all()}),
      ]),
  });
}

/** Sends the Finnish return-code SMS to the order's client; the contact history shows it. */
export function useReturnCodeSms(id: string) {
  const queryClient = useQueryClient();
  return useCommand({
    mutationFn: async (_: void, submission) => (await sendReturnCodeSms({path: {id: orderId(id)}, ...submission, throwOnError: true})).data,
    onSuccess: () => queryClient.invalidateQueries({queryKey: contactHistoryKeys.all()}),
  });
}

export function useBuyerStats() {
  return useQuery(getBuyerStatsOptions());
}
