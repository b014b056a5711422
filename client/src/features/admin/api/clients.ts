// The only place the admin feature touches the SDK for clients.
import type {ClientForm} from '@karat/shared';
import {useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import {pathId} from '@/lib/api-id';
import {countClientsQueryKey, getClientOptions, getClientQueryKey, listClientsQueryKey} from '@/lib/sdk/@tanstack/react-query.gen';
import {updateClient} from '@/lib/sdk/sdk.gen';
import type {Client, GetClientData, ClientPatch} from '@/lib/sdk/types.gen';

export type {Client};
export {useClientList} from '@/lib/client-list';
type ClientId = GetClientData['path']['id'];

/** The client, with whether any of its orders is a web order (the birth year is then optional). */
export function useClient(id: string) {
  return useQuery({
    ...getClientOptions({
      path: {id: pathId<ClientId>(id)},
      query: {filter: {include: [{relation: 'orders', scope: {fields: {id: true, clientId: true, isWebOrder: true}}}]}},
    }),
    select: client => ({...client, hasWebOrder: (client.orders ?? []).some(order => order.isWebOrder === true)}),
  });
}

export function useUpdateClient(id: string) {
  const queryClient = useQueryClient();
  const clientId = pathId<ClientId>(id);
  return useMutation({
    mutationFn: async (body: ClientForm) => {
      await updateClient({path: {id: clientId}, body: body as ClientPatch, throwOnError: true});
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({queryKey: listClientsQueryKey()}),
        queryClient.invalidateQueries({queryKey: countClientsQueryKey()}),
        queryClient.invalidateQueries({queryKey: getClientQueryKey({path: {id: clientId}})}),
      ]),
  });
}
