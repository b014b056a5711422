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
  listMembersOptions,
} from '@/lib/sdk/@tanstack/react-query.gen';
import {cancelTransfer, transferCalls} from '@/lib/sdk/sdk.gen';
import type {CallListItem, CcManagerReport, OrderWithRelations, ReportFigures, TransferRequest} from '@/lib/sdk/types.gen';
import {useCommand} from '@/lib/command';

export type {CallListItem, CcManagerReport, OrderWithRelations, ReportFigures, TransferRequest};

/** A member the caller choosers offer. */
export interface Caller {
  id: number;
  name: string;
  isActive: boolean;
  isColdCaller: boolean;
  isBuyer: boolean;
}

/**
 * Everyone who calls: buyers and cold callers, deactivated ones too (their orders still have to be
 * found, reported and moved), active first, each group by name. The transfer's new caller takes the
 * active buyers only (the server's rule); `callerLabel` marks the rest.
 */
export function useCallers() {
  return useQuery({
    ...listMembersOptions({
      query: {
        filter: {
          where: {or: [{buyer: true}, {isColdCaller: true}]},
          fields: ['id', 'name', 'isActive', 'buyer', 'isColdCaller'],
          order: ['isActive DESC', 'name ASC'],
        },
      },
    }),
    select: members =>
      members.map(member => ({
        id: member.id!,
        name: member.name ?? '',
        isActive: member.isActive === true,
        isColdCaller: member.isColdCaller === true,
        isBuyer: member.buyer === true,
      })),
    staleTime: 5 * 60_000,
  });
}

/** How a chooser names a caller: deactivated and cold callers are marked. */
export function callerLabel(caller: Pick<Caller, 'name' | 'isActive' | 'isColdCaller'>): string {
  const marks = [caller.isColdCaller && 'cold caller', !caller.isActive && 'deactivated'].filter(Boolean);
  return marks.length ? `${caller.name} (${marks.join(', ')})` : caller.name;
}

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
