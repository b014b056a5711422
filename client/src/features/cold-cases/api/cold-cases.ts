// The only place the cold-cases feature touches the SDK.
import {keepPreviousData, useQuery, useQueryClient} from '@tanstack/react-query';
import type {CallPayload} from '@/lib/call-events';
import {listColdCasesOptions, getColdCaseOptions} from '@/lib/sdk/@tanstack/react-query.gen';
import {recordCall, sendReturnCodeSms} from '@/lib/sdk/sdk.gen';
import type {OrderWithRelations} from '@/lib/sdk/types.gen';
import {useCommand} from '@/lib/command';

export type {OrderWithRelations};

const orderId = (id: string) => (/^\d+$/.test(id) ? Number(id) : 0);

export interface ColdCaseListParams {
  language: string;
  /** '' = every team. */
  team: string;
  page: number;
  pageSize: number;
}

/** Cold cases of a language: not received, open, created more than 45 days ago, newest first. */
export function useColdCases({language, team, page, pageSize}: ColdCaseListParams) {
  return useQuery({
    ...listColdCasesOptions({path: {language}, query: {team: team || undefined, limit: pageSize, skip: page * pageSize}}),
    placeholderData: keepPreviousData,
  });
}

export function useColdCase(language: string, id: string) {
  return useQuery(getColdCaseOptions({path: {language, id: orderId(id)}}));
}

/** All cold-case lists and details (any language, team or page). */
const COLD_CASE_KEYS = [[{_id: 'listColdCases'}], [{_id: 'getColdCase'}]];

export function useRecordColdCall(id: string) {
  const queryClient = useQueryClient();
  return useCommand({
    mutationFn: async (body: CallPayload, submission) => (await recordCall({path: {id: orderId(id)}, body, ...submission, throwOnError: true})).data,
    onSuccess: () => Promise.all(COLD_CASE_KEYS.map(queryKey => queryClient.invalidateQueries({queryKey}))),
  });
}

export function useReturnCodeSms(id: string) {
  return useCommand({
    mutationFn: async (_: void, submission) => (await sendReturnCodeSms({path: {id: orderId(id)}, ...submission, throwOnError: true})).data,
  });
}
