// The only place the call-centre manager feature touches the SDK.
import {useQuery, useQueryClient} from '@tanstack/react-query';
import {
  listManagerCallsOptions,
  getManagerReportOptions,
  listTransferredOrdersOptions,
  listTransferredOrdersQueryKey,
  searchTransfersOptions,
  searchTransfersQueryKey,
  listManagerCallsQueryKey,
} from '@/lib/sdk/@tanstack/react-query.gen';
import {cancelTransfer, transferCalls} from '@/lib/sdk/sdk.gen';
import type {CallListItem, CcManagerReport, OrderWithRelations, ReportFigures, TransferRequest} from '@/lib/sdk/types.gen';
import {useCommand} from '@/lib/command';

export type {CallListItem, CcManagerReport, OrderWithRelations, ReportFigures, TransferRequest};

/** The caller choosers' members (the member entity's queries). */
export {callerLabel, useActiveBuyers, useCallers, type Caller} from '@/entities/member';

export interface TransferSearch {
  startDate: string;
  endDate: string;
  type: 'WELCOME_CALL' | 'AFTER_CALL';
  callerId: number;
}

/** The caller's open calls of one type due in the period (null: nothing searched yet). */
export function useTransferSearch(search: TransferSearch | null) {
  return useQuery({...searchTransfersOptions({query: search ?? undefined}), enabled: search !== null});
}

/** Orders now transferred to or from the caller (null: nothing searched yet). */
export function useTransferredOrders(callerId: number | null) {
  return useQuery({...listTransferredOrdersOptions({query: {callerId: callerId ?? undefined}}), enabled: callerId !== null});
}

/** After a transfer or a cancel, every manager list reloads. */
function useInvalidateManagerLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({queryKey: searchTransfersQueryKey()}),
      queryClient.invalidateQueries({queryKey: listTransferredOrdersQueryKey()}),
      queryClient.invalidateQueries({queryKey: listManagerCallsQueryKey()}),
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

export interface CallListSearch {
  startDate: string;
  endDate: string;
  callerId?: number;
}

export function useCallLists(search: CallListSearch) {
  return useQuery(listManagerCallsOptions({query: search}));
}

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
