// The only place the admin feature touches the SDK for greetings.
import {useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import {listGreetingsOptions, listGreetingsQueryKey} from '@/lib/sdk/@tanstack/react-query.gen';
import {updateGreetings} from '@/lib/sdk/sdk.gen';
import type {Greetings, GreetingsPatch} from '@/lib/sdk/types.gen';

export type {Greetings, GreetingsPatch};

const filter = {order: ['id ASC'], limit: 1};

/** The one greetings record (spec 01 §3 "Greetings"): the first; null when there is none. */
export function useGreetings() {
  return useQuery({...listGreetingsOptions({query: {filter}}), select: rows => rows[0] ?? null});
}

export function useUpdateGreetings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({id, body}: {id: number; body: GreetingsPatch}) => {
      await updateGreetings({path: {id}, body, throwOnError: true});
    },
    onSuccess: () => queryClient.invalidateQueries({queryKey: listGreetingsQueryKey()}),
  });
}
