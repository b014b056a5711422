// The only place the receiver feature touches the SDK.
import {useQuery, useQueryClient} from '@tanstack/react-query';
import {useCommand} from '@/lib/command';
import {countReceivedTodayOptions, countReceivedTodayQueryKey} from '@/lib/sdk/@tanstack/react-query.gen';
import {receiveOrder} from '@/lib/sdk/sdk.gen';
import type {ReceiveRequest} from '@/lib/sdk/types.gen';

/** Spec: the receiver sees today's count; it also refreshes by itself for the other receivers' scans. */
export const RECEIVED_TODAY_REFRESH_MS = 20_000;

export function useReceivedToday() {
  return useQuery({...countReceivedTodayOptions(), refetchInterval: RECEIVED_TODAY_REFRESH_MS});
}

/** One scan: what is sent, and which scan it is (each scan is its own submission, even of the same bar code). */
export type ReceiveScan = ReceiveRequest & {scan: number};

let scans = 0;
/** A new scan's number, unique in this tab. */
export const nextScan = () => ++scans;

/**
 * POST /Orders/receive with an Idempotency-Key per scan: a scan whose answer was lost and is sent
 * again is received once, while a second scan of the same bag is a new submission (and answers
 * 'Package is already received'). The screen shows the errors itself (ORDER_CLOSED is a question).
 */
export function useReceive() {
  const queryClient = useQueryClient();
  return useCommand({
    mutationFn: async ({scan: _scan, ...body}: ReceiveScan, submission) => (await receiveOrder({body, ...submission, throwOnError: true})).data,
    meta: {silent: true},
    onSettled: () => queryClient.invalidateQueries({queryKey: countReceivedTodayQueryKey()}),
  });
}
