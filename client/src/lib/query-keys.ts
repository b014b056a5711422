import type {QueryClient, QueryKey} from '@tanstack/react-query';

/** A generated query-key function of the SDK (`listTellerQueueQueryKey`...), whatever its options. */
type OperationKey = (options: never) => QueryKey;

/**
 * Every cached answer of one operation, whatever its parameters: the generated key without its
 * path, query or body (its `_id` and base URL), which TanStack Query matches as a prefix. The key
 * comes from the generated function, so a renamed operation fails the type check, not silently.
 */
export const everyAnswerOf = (key: OperationKey): QueryKey => key({} as never);

/** Refetches every cached answer of the operations (after a command changed what they show). */
export function invalidateEvery(queryClient: QueryClient, ...keys: OperationKey[]): Promise<void[]> {
  return Promise.all(keys.map(key => queryClient.invalidateQueries({queryKey: everyAnswerOf(key)})));
}
