// The only place the call-centre manager feature touches the SDK.
import {useQuery, useQueryClient} from '@tanstack/react-query';
import {
  getManagerReportOptions,
  listManagerCallsPageOptions,
  listManagerCallsPageQueryKey,
  listTransferredOrdersPageOptions,
  listTransferredOrdersPageQueryKey,
  searchTransfersPageOptions,
  searchTransfersPageQueryKey,
} from '@/lib/sdk/@tanstack/react-query.gen';
import {cancelTransfer, transferCalls} from '@/lib/sdk/sdk.gen';
import type {CallListItem, CcManagerReport, ManagerCallPage, ManagerOrderPage, OrderWithRelations, ReportFigures, TransferRequest} from '@/lib/sdk/types.gen';
import {useCommand} from '@/lib/command';
import {pageOf, sortParam, type ListState} from '@/lib/server-list';

export type {CallListItem, CcManagerReport, OrderWithRelations, ReportFigures, TransferRequest};

/** The caller choosers' members (the member entity's queries). */
export {callerLabel, useActiveBuyers, useCallers, type Caller} from '@/entities/member';

/**
 * The transfer search as the URL holds it (paged and sorted on the server, Back
 * returns to the same page): the period as ISO instants, the type, the caller ('' = not searched yet).
 */
export type TransferFilters = {startDate: string; endDate: string; type: string; callerId: string};

const paging = (state: ListState<Record<string, string>>) => ({...pageOf(state), sort: state.sort ? sortParam(state.sort) : undefined});

/** A page of the caller's open calls of one type due in the period; nothing is asked before a caller is chosen. */
export const transferSearchSource = {
  page: (state: ListState<TransferFilters>) => {
    const {startDate, endDate, type, callerId} = state.filters;
    return {
      ...searchTransfersPageOptions({query: {startDate, endDate, type, callerId: Number(callerId) || undefined, ...paging(state)}}),
      enabled: callerId !== '',
    };
  },
  rows: (page: ManagerOrderPage) => page.orders,
  total: (page: ManagerOrderPage) => page.total,
};

/** The cancel-transfer search: the caller ('' = not searched yet). */
export type TransferredFilters = {callerId: string};

/** A page of the orders now transferred to or from the caller. */
export const transferredOrdersSource = {
  page: (state: ListState<TransferredFilters>) => ({
    ...listTransferredOrdersPageOptions({query: {callerId: Number(state.filters.callerId) || undefined, ...paging(state)}}),
    enabled: state.filters.callerId !== '',
  }),
  rows: (page: ManagerOrderPage) => page.orders,
  total: (page: ManagerOrderPage) => page.total,
};

/** After a transfer or a cancel, every manager list reloads. */
function useInvalidateManagerLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({queryKey: searchTransfersPageQueryKey()}),
      queryClient.invalidateQueries({queryKey: listTransferredOrdersPageQueryKey()}),
      queryClient.invalidateQueries({queryKey: listManagerCallsPageQueryKey()}),
    ]);
}

export function useTransfer() {
  const invalidate = useInvalidateManagerLists();
  return useCommand({
    mutationFn: async (body: TransferRequest, submission) => (await transferCalls({body, ...submission, throwOnError: true})).data,
    onSuccess: invalidate,
  });
}

export function useCancelTransfer() {
  const invalidate = useInvalidateManagerLists();
  return useCommand({
    mutationFn: async (orderIds: number[], submission) => (await cancelTransfer({body: {orderIds}, ...submission, throwOnError: true})).data,
    onSuccess: invalidate,
  });
}

/** The call lists' search as the URL holds it: the period as ISO instants, the caller ('' = all). */
export type CallListFilters = {startDate: string; endDate: string; callerId: string};

/** A page of the open welcome and after calls due in the period. */
export const callListSource = {
  page: (state: ListState<CallListFilters>) => {
    const {startDate, endDate, callerId} = state.filters;
    return listManagerCallsPageOptions({query: {startDate, endDate, callerId: Number(callerId) || undefined, ...paging(state)}});
  },
  rows: (page: ManagerCallPage) => page.items,
  total: (page: ManagerCallPage) => page.total,
};

export interface ReportSearch {
  start: string;
  end: string;
  userId: number;
}

export function useManagerReport(search: ReportSearch | null) {
  return useQuery({
    ...getManagerReportOptions({path: search ?? {start: '', end: '', userId: 0}}),
    enabled: search !== null,
  });
}
