// The only place the admin feature touches the SDK for clients.
import type {ClientForm} from '@karat/shared';
import {keepPreviousData, useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import {jsonQuery} from '@/lib/api-client';
import {pathId} from '@/lib/api-id';
import {clientSearchWhere} from '@/lib/client-search';
import {
  clientCrudControllerCountOptions,
  clientCrudControllerCountQueryKey,
  clientCrudControllerFindByIdOptions,
  clientCrudControllerFindByIdQueryKey,
  clientCrudControllerFindOptions,
  clientCrudControllerFindQueryKey,
} from '@/lib/sdk/@tanstack/react-query.gen';
import {clientCrudControllerUpdateById} from '@/lib/sdk/sdk.gen';
import type {Client, ClientCrudControllerFindByIdData, ClientCrudControllerFindData, ClientPatch} from '@/lib/sdk/types.gen';

export type {Client};
type ClientId = ClientCrudControllerFindByIdData['path']['id'];
type ClientFilter = NonNullable<NonNullable<ClientCrudControllerFindData['query']>['filter']>;
type ClientWhere = NonNullable<ClientFilter['where']>;

export function useClientList({search, page, pageSize}: {search: string; page: number; pageSize: number}) {
  const where = clientSearchWhere(search) as ClientWhere;
  const filter: ClientFilter = {where, order: ['lastName ASC', 'firstName ASC', 'id ASC'], limit: pageSize, skip: page * pageSize};
  const rows = useQuery({...clientCrudControllerFindOptions({query: {filter}}), placeholderData: keepPreviousData});
  const count = useQuery({...clientCrudControllerCountOptions({query: {where}, ...jsonQuery}), placeholderData: keepPreviousData});
  return {rows: rows.data, count: count.data?.count ?? 0, isPending: rows.isPending};
}

/** The client, with whether any of its orders is a web order (the birth year is then optional). */
export function useClient(id: string) {
  return useQuery({
    ...clientCrudControllerFindByIdOptions({
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
      await clientCrudControllerUpdateById({path: {id: clientId}, body: body as ClientPatch, throwOnError: true});
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({queryKey: clientCrudControllerFindQueryKey()}),
        queryClient.invalidateQueries({queryKey: clientCrudControllerCountQueryKey()}),
        queryClient.invalidateQueries({queryKey: clientCrudControllerFindByIdQueryKey({path: {id: clientId}})}),
      ]),
  });
}
