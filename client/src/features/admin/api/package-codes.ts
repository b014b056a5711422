// The only place the admin feature touches the SDK for the package code registry.
import {packageCodeSearchWhere} from '@karat/shared';
import {keepPreviousData, useQuery} from '@tanstack/react-query';
import {jsonQuery} from '@/lib/api-client';
import {countPackageCodeRegistriesOptions, listPackageCodeRegistriesOptions} from '@/lib/sdk/@tanstack/react-query.gen';
import type {PackageCodeRegistry, ListPackageCodeRegistriesData} from '@/lib/sdk/types.gen';

export type {PackageCodeRegistry};
type RegistryFilter = NonNullable<NonNullable<ListPackageCodeRegistriesData['query']>['filter']>;
type RegistryWhere = NonNullable<RegistryFilter['where']>;

/** Newest registrations first, searched by the shared rule (order id or number, package code). */
export function usePackageCodeList({search, page, pageSize}: {search: string; page: number; pageSize: number}) {
  const where = packageCodeSearchWhere(search) as RegistryWhere;
  const filter: RegistryFilter = {where, order: ['createdAt DESC', 'id DESC'], limit: pageSize, skip: page * pageSize};
  const rows = useQuery({...listPackageCodeRegistriesOptions({query: {filter}}), placeholderData: keepPreviousData});
  const count = useQuery({...countPackageCodeRegistriesOptions({query: {where}, ...jsonQuery}), placeholderData: keepPreviousData});
  return {rows: rows.data, count: count.data?.count ?? 0, isPending: rows.isPending};
}
