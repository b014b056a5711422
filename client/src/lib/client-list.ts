// The client list query shared by the admin and customer-service features (features do not import
// each other, so the one query lives here beside the search rule it uses).
import {keepPreviousData, useQuery} from '@tanstack/react-query';
import {jsonQuery} from '@/lib/api-client';
import {clientSearchWhere} from '@/lib/client-search';
import {countClientsOptions, listClientsOptions} from '@/lib/sdk/@tanstack/react-query.gen';
import type {Client, ListClientsData} from '@/lib/sdk/types.gen';

export type {Client};
type ClientFilter = NonNullable<NonNullable<ListClientsData['query']>['filter']>;
type ClientWhere = NonNullable<ClientFilter['where']>;

/** A page of clients matching the search (name or phone words), by name, with the total count. */
export function useClientList({search, page, pageSize}: {search: string; page: number; pageSize: number}) {
  const where = clientSearchWhere(search) as ClientWhere;
  const filter: ClientFilter = {where, order: ['lastName ASC', 'firstName ASC', 'id ASC'], limit: pageSize, skip: page * pageSize};
  const rows = useQuery({...listClientsOptions({query: {filter}}), placeholderData: keepPreviousData});
  const count = useQuery({...countClientsOptions({query: {where}, ...jsonQuery}), placeholderData: keepPreviousData});
  return {rows: rows.data, count: count.data?.count ?? 0, isPending: rows.isPending};
}
