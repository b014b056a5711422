// The only place the cold-cases feature touches the SDK.
import {everyAnswerOf} from '@/lib/query-keys';
import {useQuery, useQueryClient} from '@tanstack/react-query';
import {contactHistoryKeys} from '@/entities/order';
import type {CallPayload} from '@/lib/call-events';
import {pageOf, type ListState} from '@/lib/server-list';
import {getColdCaseOptions, getColdCaseQueryKey, listColdCasesOptions, listColdCasesQueryKey} from '@/lib/sdk/@tanstack/react-query.gen';
import {recordCall, sendReturnCodeSms} from '@/lib/sdk/sdk.gen';
import type {ColdCasePage, OrderWithRelations} from '@/lib/sdk/types.gen';
import {useCommand} from '@/lib/command';

export type {OrderWithRelations};

const orderId = (id: string) => (/^\d+$/.test(id) ? Number(id) : 0);

/** '' = every team. */
export type ColdCaseFilters = {team: string};
export const COLD_CASE_LIST_DEFAULTS = {filters: {team: ''} as ColdCaseFilters, pageSize: 25};

/** Cold cases of a language: not received, open, created more than 45 days ago; untried newest first, then by last try. */
export function coldCaseListSource(language: string) {
  return {
    page: ({filters, ...state}: ListState<ColdCaseFilters>) =>
      listColdCasesOptions({path: {language}, query: {team: filters.team || undefined, ...pageOf(state)}}),
    rows: (page: ColdCasePage) => page.orders ?? [],
    total: (page: ColdCasePage) => page.total ?? 0,
  };
}

export function useColdCase(language: string, id: string) {
  return useQuery(getColdCaseOptions({path: {language, id: orderId(id)}}));
}

/** All cold-case lists and details (any language, team or page), and the contact histories. */
const COLD_CASE_KEYS = [everyAnswerOf(listColdCasesQueryKey), everyAnswerOf(getColdCaseQueryKey), contactHistoryKeys.all()];

export function useRecordColdCall(id: string) {
  const queryClient = useQueryClient();
  return useCommand({
    mutationFn: async (body: CallPayload, submission) => (await recordCall({path: {id: orderId(id)}, body, ...submission, throwOnError: true})).data,
    onSuccess: () => Promise.all(COLD_CASE_KEYS.map(queryKey => queryClient.invalidateQueries({queryKey}))),
  });
}

export function useReturnCodeSms(id: string) {
  const queryClient = useQueryClient();
  return useCommand({
    mutationFn: async (_: void, submission) => (await sendReturnCodeSms({path: {id: orderId(id)}, ...submission, throwOnError: true})).data,
    onSuccess: () => queryClient.invalidateQueries({queryKey: contactHistoryKeys.all()}),
  });
}
