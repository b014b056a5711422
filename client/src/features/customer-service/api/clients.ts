// The only place the customer-service feature touches the SDK for clients.
import {keepPreviousData, useQuery} from '@tanstack/react-query';
import {jsonQuery} from '@/lib/api-client';
import {pathId} from '@/lib/api-id';
import {clientSearchWhere} from '@/lib/client-search';
import {
  clientCrudControllerCountOptions,
  clientCrudControllerFindByIdOptions,
  clientCrudControllerFindOptions,
} from '@/lib/sdk/@tanstack/react-query.gen';
import type {Client, ClientCrudControllerFindByIdData, ClientCrudControllerFindData} from '@/lib/sdk/types.gen';

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

/** The client with its orders, newest first (spec 01 §2: "show, with the client's orders"). */
export function useClientWithOrders(id: string) {
  return useQuery(
    clientCrudControllerFindByIdOptions({
      path: {id: pathId<ClientId>(id)},
      query: {filter: {include: [{relation: 'orders', scope: {order: ['createdAt DESC', 'id DESC']}}]}},
    }),
  );
}
