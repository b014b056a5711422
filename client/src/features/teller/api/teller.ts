// The only place the teller feature touches the SDK.
import type {TELLER_QUEUE_FIELDS, TELLER_TODAY_FIELDS} from '@karat/shared';
import type {DeskRow} from '@/entities/order';
import {invalidateEvery} from '@/lib/query-keys';
import {useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import {useCommand} from '@/lib/command';
import {pageOf, searchPageOf, type ListState} from '@/lib/server-list';
import {
  getTellerOrderOptions,
  getTellerOrderQueryKey,
  getTellerStatsOptions,
  getTellerStatsQueryKey,
  listArrivalSmsLogOptions,
  listArrivalSmsLogQueryKey,
  listArrivalSmsOptions,
  listTellerQueueOptions,
  listTellerQueueQueryKey,
  listTellerTodayOptions,
  listTellerTodayQueryKey,
} from '@/lib/sdk/@tanstack/react-query.gen';
import {editTellerClient, saveTellerBankDetails, sendArrivedSms, sendClientEmail, tellerAction} from '@/lib/sdk/sdk.gen';
import type {
  ListArrivalSmsData,
  ListTellerQueueData,
  OrderWithRelations,
  TellerBankDetails,
  TellerClientEdit,
  TellerCommand,
  TellerOrderPage,
} from '@/lib/sdk/types.gen';

export type {OrderWithRelations, TellerCommand};
/** A row of the teller's queue: what it shows (shared's TELLER_QUEUE_FIELDS). */
export type TellerQueueRow = DeskRow<(typeof TELLER_QUEUE_FIELDS)[number]>;
/** A row of the teller's today: the queue's and who confirmed it (shared's TELLER_TODAY_FIELDS). */
export type TellerTodayRow = DeskRow<(typeof TELLER_TODAY_FIELDS)[number]> & {teller?: {name?: string | null} | null};

/** The right panel: unvalued counts of Finland and Sweden, grams of gold approved today and open. */
export function useTellerStats() {
  return useQuery({...getTellerStatsOptions(), refetchInterval: 60_000});
}

/** The show page's order and the client's order count. */
export function useTellerOrder(id: number) {
  return useQuery({...getTellerOrderOptions({path: {id}}), refetchOnWindowFocus: false});
}

function useInvalidateTeller() {
  const queryClient = useQueryClient();
  return () => invalidateEvery(queryClient, listTellerQueueQueryKey, listTellerTodayQueryKey, getTellerStatsQueryKey, getTellerOrderQueryKey);
}

/** POST /Orders/{id}/teller: approve, didNotAnswer, didNotAnswerSms, returnToValuation. */
export function useTellerAction(orderId: number) {
  const invalidate = useInvalidateTeller();
  return useCommand({
    mutationFn: async (body: TellerCommand, submission) => (await tellerAction({path: {id: orderId}, body, ...submission, throwOnError: true})).data,
    onSuccess: invalidate,
  });
}

/** Leaving the show page with a changed, valid IBAN saves it to the client. */
export function useSaveBankDetails(orderId: number) {
  return useMutation({
    mutationFn: async (body: TellerBankDetails) => (await saveTellerBankDetails({path: {id: orderId}, body, throwOnError: true})).data,
  });
}

/** PATCH /teller/orders/{id}/client: the client form of the show page, saved during the call. */
export function useEditTellerClient(orderId: number) {
  return useMutation({
    mutationFn: async (body: TellerClientEdit) => (await editTellerClient({path: {id: orderId}, body, throwOnError: true})).data,
    meta: {silent: true},
  });
}

export const TELLER_LIST_DEFAULTS = {filters: {} as Record<string, string>, pageSize: 50};
/** The teller's searched lists (queue and today): the search `q` in the URL, the server's order unless a column is sorted. */
export const TELLER_SEARCH_DEFAULTS = {filters: {q: ''}, pageSize: 50};

/** One teller queue (language and kind), by order number, paged on the server. */
export const tellerQueueSource = (language: ListTellerQueueData['path']['language'], kind: ListTellerQueueData['path']['kind']) => ({
  page: (state: ListState<Record<string, string>>) => listTellerQueueOptions({path: {language, kind}, query: searchPageOf(state)}),
  rows: (page: TellerOrderPage): TellerQueueRow[] => page.orders ?? [],
  total: (page: TellerOrderPage) => page.total ?? 0,
});

export const tellerTodaySource = {
  page: (state: ListState<Record<string, string>>) => listTellerTodayOptions({query: searchPageOf(state)}),
  rows: (page: TellerOrderPage): TellerTodayRow[] => page.orders ?? [],
  total: (page: TellerOrderPage) => page.total ?? 0,
};

/** The orders of a language waiting for the arrival SMS (at most 200: one Send SMS sends them all). */
export function useArrivalList(language: ListArrivalSmsData['path']['language']) {
  return useQuery(listArrivalSmsOptions({path: {language}, query: {limit: 200}}));
}

/** POST /SMs/send/arrived for one order; the page sends each listed order in turn. */
export function useSendArrived() {
  const queryClient = useQueryClient();
  return useCommand({
    mutationFn: async (orderId: number, submission) => (await sendArrivedSms({body: {orderId}, ...submission, throwOnError: true})).data,
    meta: {silent: true},
    onSettled: () => invalidateEvery(queryClient, listArrivalSmsLogQueryKey),
  });
}

export const arrivalLogSource = {
  page: (state: ListState<Record<string, string>>) => listArrivalSmsLogOptions({query: pageOf(state)}),
  rows: (page: TellerOrderPage) => page.orders ?? [],
  total: (page: TellerOrderPage) => page.total ?? 0,
};

/** The review invitation e-mail (POST /ClientEmails/send {email, lang}). */
export function useSendReviewEmail() {
  return useCommand({
    mutationFn: async (body: {email: string; lang: string}, submission) => (await sendClientEmail({body, ...submission, throwOnError: true})).data,
  });
}
