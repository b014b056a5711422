// The only place the complaints feature touches the SDK.
import {everyAnswerOf, invalidateEvery} from '@/lib/query-keys';
import {
  COMPLAINT_MESSAGES,
  COMPLAINT_PAGE_SIZE,
  type ComplaintCloseOrderForm,
  type ComplaintCreateForm,
  type ComplaintEditForm,
  type ComplaintListQuery,
} from '@karat/shared';
import {queryOptions, useQuery, useQueryClient} from '@tanstack/react-query';
import {pathId} from '@/lib/api-id';
import {useCommand} from '@/lib/command';
import {
  getComplaintHistoryOptions,
  getComplaintHistoryQueryKey,
  getComplaintOptions,
  getComplaintQueryKey,
  getOrderQueryKey,
} from '@/lib/sdk/@tanstack/react-query.gen';
import {closeComplaintOrder, listComplaints, registerComplaint, updateComplaint} from '@/lib/sdk/sdk.gen';
import type {ComplaintPage, ComplaintWithRelations, GetComplaintData} from '@/lib/sdk/types.gen';
import {pageOf, type ListState} from '@/lib/server-list';

export type {ComplaintWithRelations};
type ComplaintId = GetComplaintData['path']['id'];
export const complaintId = (raw: string) => pathId<ComplaintId>(raw);

/** The list's filters as the URL holds them ('' = not filtered; closed and overdue as 'yes'/'no'). */
export type ComplaintFilters = {status: string; reasonCategory: string; complaintFiledBy: string; closed: string; overdue: string};
export const COMPLAINT_LIST_DEFAULTS = {
  filters: {status: '', reasonCategory: '', complaintFiledBy: '', closed: '', overdue: ''} as ComplaintFilters,
  pageSize: COMPLAINT_PAGE_SIZE,
};

const yesNo = (text: string) => (text === 'yes' ? true : text === 'no' ? false : undefined);

/** The body of POST /ComplaintHandlers/list for a list state: only the filters that are set. */
export function complaintListBody(state: ListState<ComplaintFilters>): ComplaintListQuery {
  const {status, reasonCategory, complaintFiledBy, closed, overdue} = state.filters;
  return {
    ...(status ? {status: status as ComplaintListQuery['status']} : {}),
    ...(reasonCategory ? {reasonCategory: reasonCategory as ComplaintListQuery['reasonCategory']} : {}),
    ...(complaintFiledBy ? {complaintFiledBy: complaintFiledBy as ComplaintListQuery['complaintFiledBy']} : {}),
    ...(yesNo(closed) === undefined ? {} : {isClosed: yesNo(closed)}),
    ...(yesNo(overdue) === undefined ? {} : {overdue: yesNo(overdue)}),
    // The server pages at most 50 (spec 02 §9): a larger page size in the URL asks for 50.
    ...pageOf({page: state.page, pageSize: Math.min(state.pageSize, COMPLAINT_PAGE_SIZE)}),
  };
}

/**
 * Query keys of the complaints. The list is a POST (the API contract's shape), which the SDK offers
 * only as a mutation: its query and key are made here, one key per body.
 */
export const complaintKeys = {
  all: () => ['complaints'] as const,
  lists: () => [...complaintKeys.all(), 'list'] as const,
  list: (body: ComplaintListQuery) => [...complaintKeys.lists(), body] as const,
  detail: (id: ComplaintId) => getComplaintQueryKey({path: {id}}),
  histories: () => everyAnswerOf(getComplaintHistoryQueryKey),
};

export const complaintQueries = {
  list: (body: ComplaintListQuery) =>
    queryOptions({
      queryKey: complaintKeys.list(body),
      queryFn: async ({signal}): Promise<ComplaintPage> => (await listComplaints({body, signal, throwOnError: true})).data,
    }),
};

/** The complaints list, paged on the server with the total. */
export const complaintListSource = {
  page: (state: ListState<ComplaintFilters>) => complaintQueries.list(complaintListBody(state)),
  rows: (page: ComplaintPage) => page.data,
  total: (page: ComplaintPage) => page.total,
};

export function useComplaint(id: string) {
  return useQuery({...getComplaintOptions({path: {id: complaintId(id)}}), retry: false});
}

/** A page of the complaint's audit trail, newest first. */
export const complaintHistoryQuery = (id: string, limit: number, skip: number) =>
  getComplaintHistoryOptions({path: {id: complaintId(id)}, query: {limit, skip}});

function useInvalidateComplaints() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({queryKey: complaintKeys.lists()}),
      invalidateEvery(queryClient, getComplaintQueryKey),
      queryClient.invalidateQueries({queryKey: complaintKeys.histories()}),
    ]);
}

export function useRegisterComplaint() {
  const invalidate = useInvalidateComplaints();
  return useCommand({
    mutationFn: async (body: ComplaintCreateForm, submission) => (await registerComplaint({body, ...submission, throwOnError: true})).data,
    onSuccess: invalidate,
  });
}

export function useUpdateComplaint(id: string) {
  const invalidate = useInvalidateComplaints();
  return useCommand({
    mutationFn: async (body: ComplaintEditForm, submission) =>
      (await updateComplaint({path: {id: complaintId(id)}, body, ...submission, throwOnError: true})).data,
    meta: {errorTitle: COMPLAINT_MESSAGES.updateFailed},
    onSuccess: invalidate,
  });
}

/** Closes the complaint's order by customer service's close; the complaint and the order's pages read again. */
export function useCloseComplaintOrder(orderId: number) {
  const invalidate = useInvalidateComplaints();
  const queryClient = useQueryClient();
  return useCommand({
    mutationFn: async (body: ComplaintCloseOrderForm, submission) =>
      (await closeComplaintOrder({path: {orderId}, body, ...submission, throwOnError: true})).data,
    meta: {errorTitle: COMPLAINT_MESSAGES.closeOrderFailed},
    onSuccess: () => Promise.all([invalidate(), invalidateEvery(queryClient, getOrderQueryKey)]),
  });
}
