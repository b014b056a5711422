// The client entity over the generated SDK: the /Clients queries and their keys, for every feature.
import type {QueryClient} from '@tanstack/react-query';
import {jsonQuery} from '@/lib/api-client';
import {pathId} from '@/lib/api-id';
import {pageOf, type Filters, type ListState} from '@/lib/server-list';
import {
  countClientsOptions,
  countClientsQueryKey,
  getClientOptions,
  getClientQueryKey,
  listClientsOptions,
  listClientsQueryKey,
} from '@/lib/sdk/@tanstack/react-query.gen';
import type {Client, GetClientData, ListClientsData} from '@/lib/sdk/types.gen';
import {clientSearchWhere} from './search';

export type {Client};
export type ClientId = GetClientData['path']['id'];
export type ClientFilter = NonNullable<NonNullable<ListClientsData['query']>['filter']>;
type ClientWhere = NonNullable<ClientFilter['where']>;
type ClientInclude = ClientFilter['include'];

export const clientId = (id: string) => pathId<ClientId>(id);

export const clientQueries = {
  list: (filter: ClientFilter) => listClientsOptions({query: {filter}}),
  count: (where: Record<string, unknown>) => countClientsOptions({query: {where: where as ClientWhere}, ...jsonQuery}),
  detail: (id: string, filter?: {include?: ClientInclude}) => getClientOptions({path: {id: clientId(id)}, query: filter ? {filter} : undefined}),
};

export const clientKeys = {
  lists: () => listClientsQueryKey(),
  counts: () => countClientsQueryKey(),
  detail: (id: string) => getClientQueryKey({path: {id: clientId(id)}}),
};

/** After a write to a client: the lists, the count and that client. */
export function invalidateClient(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({queryKey: clientKeys.lists()}),
    queryClient.invalidateQueries({queryKey: clientKeys.counts()}),
    queryClient.invalidateQueries({queryKey: clientKeys.detail(id)}),
  ]);
}

export const CLIENT_LIST_DEFAULTS = {filters: {q: ''}, pageSize: 25};

/** The client list (admin, customer service): name or phone words in `q`, by name, paged on the server. */
export function clientListSource<F extends Filters & {q: string}>() {
  const whereOf = (state: ListState<F>) => clientSearchWhere(state.filters.q) as ClientWhere;
  return {
    page: (state: ListState<F>) => clientQueries.list({where: whereOf(state), order: ['lastName ASC', 'firstName ASC', 'id ASC'], ...pageOf(state)}),
    rows: (rows: Client[]) => rows,
    count: (state: ListState<F>) => clientQueries.count(whereOf(state)),
    countOf: (answer: {count?: number}) => answer.count ?? 0,
  };
}
