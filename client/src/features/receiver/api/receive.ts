// The only place the receiver feature touches the SDK.
import {useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import {countReceivedTodayOptions, countReceivedTodayQueryKey} from '@/lib/sdk/@tanstack/react-query.gen';
import {receiveOrder} from '@/lib/sdk/sdk.gen';
import type {ReceiveRequest} from '@/lib/sdk/types.gen';

/** Spec: the receiver sees today's count; it also refreshes by itself for the other receivers' scans. */
export const RECEIVED_TODAY_REFRESH_MS = 20_000;

export function useReceivedToday() {
  return useQuery({...countReceivedTodayOptions(), refetchInterval: RECEIVED_TODAY_REFRESH_MS});
}

/** POST /Orders/receive; the screen shows the errors itself (ORDER_CLOSED is a question, not an error). */
export function useReceive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReceiveRequest) => (await receiveOrder({body, throwOnError: true})).data,
    meta: {silent: true},
    onSettled: () => queryClient.invalidateQueries({queryKey: countReceivedTodayQueryKey()}),
  });
}
