// The only place the time-recording feature touches the SDK.
import {everyAnswerOf} from '@/lib/query-keys';
import {TIME_RECORD_RULES, type TimeRecordForm} from '@karat/shared';
import {useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import {pathId} from '@/lib/api-id';
import {useCommand} from '@/lib/command';
import {saveBlob} from '@/lib/download';
import {pageOf, type ListState} from '@/lib/server-list';
import {
  getMyTimeRecordOptions,
  getMyTimeRecordQueryKey,
  getTimeRecordOverviewOptions,
  getTimeRecordOverviewQueryKey,
  listMyTimeRecordsOptions,
  listMyTimeRecordsQueryKey,
} from '@/lib/sdk/@tanstack/react-query.gen';
import {createMyTimeRecord, deleteMyTimeRecord, exportTimeRecordsCsv, updateMyTimeRecord} from '@/lib/sdk/sdk.gen';
import type {GetMyTimeRecordData, MemberTimeTotals, TimeRecord, TimeRecordMonth, TimeRecordOfMember, TimeRecordOverview} from '@/lib/sdk/types.gen';

export type {MemberTimeTotals, TimeRecord, TimeRecordMonth, TimeRecordOfMember, TimeRecordOverview};
type TimeRecordId = GetMyTimeRecordData['path']['id'];
export const timeRecordId = (raw: string) => pathId<TimeRecordId>(raw);

/** The month lists' filters as the URL holds them: the month ('' = this month) and, for the admin, a member ('' = everyone). */
export type OwnMonthFilters = {month: string};
export type EveryoneFilters = {month: string; member: string};
export const OWN_MONTH_DEFAULTS = {filters: {month: ''} as OwnMonthFilters, pageSize: TIME_RECORD_RULES.pageSize};
export const EVERYONE_DEFAULTS = {filters: {month: '', member: ''} as EveryoneFilters, pageSize: TIME_RECORD_RULES.pageSize};

/** A list state's query: the month when one is chosen, the member when filtered, and the page. */
export function monthQuery(state: ListState<{month: string; member?: string}>) {
  const {month, member} = state.filters;
  return {
    ...(month ? {month} : {}),
    ...(member ? {userId: Number(member)} : {}),
    ...pageOf({page: state.page, pageSize: Math.min(state.pageSize, TIME_RECORD_RULES.maxPageSize)}),
  };
}

/**
 * Query keys of time recording: the SDK's own, one per query; the partial keys (`{_id}` alone)
 * match every month and page of a list, for invalidating after a write.
 */
export const timeRecordKeys = {
  ownLists: () => everyAnswerOf(listMyTimeRecordsQueryKey),
  overviews: () => everyAnswerOf(getTimeRecordOverviewQueryKey),
  details: () => everyAnswerOf(getMyTimeRecordQueryKey),
};

export const timeRecordQueries = {
  own: (state: ListState<OwnMonthFilters>) => listMyTimeRecordsOptions({query: monthQuery(state)}),
  everyone: (state: ListState<EveryoneFilters>) => getTimeRecordOverviewOptions({query: monthQuery(state)}),
  detail: (id: string) => ({...getMyTimeRecordOptions({path: {id: timeRecordId(id)}}), retry: false}),
};

/** The member's own month, paged on the server with the month's totals. */
export const ownMonthSource = {
  page: timeRecordQueries.own,
  rows: (page: TimeRecordMonth) => page.records,
  total: (page: TimeRecordMonth) => page.total,
};

/** Everyone's month (the admin's), paged on the server with each member's totals. */
export const everyoneSource = {
  page: timeRecordQueries.everyone,
  rows: (page: TimeRecordOverview) => page.records,
  total: (page: TimeRecordOverview) => page.total,
};

export function useMyTimeRecord(id: string) {
  return useQuery(timeRecordQueries.detail(id));
}

/** After a write: the month lists (and the records' own pages, unless the record is gone). */
function useInvalidateTimeRecords(details = true) {
  const queryClient = useQueryClient();
  const keys = [timeRecordKeys.ownLists(), timeRecordKeys.overviews(), ...(details ? [timeRecordKeys.details()] : [])];
  return () => Promise.all(keys.map(queryKey => queryClient.invalidateQueries({queryKey})));
}

export function useCreateTimeRecord() {
  const invalidate = useInvalidateTimeRecords();
  return useCommand({
    mutationFn: async (body: TimeRecordForm, submission) => (await createMyTimeRecord({body, ...submission, throwOnError: true})).data,
    onSuccess: invalidate,
  });
}

export function useUpdateTimeRecord(id: string) {
  const invalidate = useInvalidateTimeRecords();
  return useMutation({
    mutationFn: async (body: TimeRecordForm) => (await updateMyTimeRecord({path: {id: timeRecordId(id)}, body, throwOnError: true})).data,
    onSuccess: invalidate,
  });
}

export function useDeleteTimeRecord(id: string) {
  // The deleted record's own page is being left: it is not asked for again (it would answer 404).
  const invalidate = useInvalidateTimeRecords(false);
  return useMutation({
    mutationFn: async () => {
      await deleteMyTimeRecord({path: {id: timeRecordId(id)}, throwOnError: true});
    },
    onSuccess: invalidate,
  });
}

/** Downloads the month's CSV (the member's alone when filtered); the bearer token rides along. */
export function useExportTimeRecords() {
  return useMutation({
    mutationFn: async ({month, member}: {month: string; member: string}) => {
      const {data} = await exportTimeRecordsCsv({query: {month, ...(member ? {userId: Number(member)} : {})}, parseAs: 'blob', throwOnError: true});
      saveBlob(data as unknown as Blob, `time-records-${month}${member ? `-member-${member}` : ''}.csv`);
    },
  });
}
