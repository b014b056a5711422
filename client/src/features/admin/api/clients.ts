// The admin feature's client calls: the entity's queries plus the admin's own read and write.
import type {ClientForm} from '@karat/shared';
import {useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import {clientId, clientQueries, invalidateClient, type Client} from '@/entities/client';
import {updateClient} from '@/lib/sdk/sdk.gen';
import type {ClientPatch} from '@/lib/sdk/types.gen';

export type {Client};

/**
 * The client, with whether any of its orders is a web order (the birth year is then optional): one
 * web order is enough to know, and an include gives a record at most LIMITS.maxIncludedRows orders.
 */
export function useClient(id: string) {
  return useQuery({
    ...clientQueries.detail(id, {
      include: [{relation: 'orders', scope: {where: {isWebOrder: true}, fields: {id: true, clientId: true, isWebOrder: true}, limit: 1}}],
    }),
    select: client => ({...client, hasWebOrder: (client.orders ?? []).some(order => order.isWebOrder === true)}),
  });
}

export function useUpdateClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClientForm) => {
      await updateClient({path: {id: clientId(id)}, body: body as ClientPatch, throwOnError: true});
    },
    onSuccess: () => invalidateClient(queryClient, id),
  });
}
