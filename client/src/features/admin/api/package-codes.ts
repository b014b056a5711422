// The only place the admin feature touches the SDK for the package code registry.
import {packageCodeSearchWhere} from '@karat/shared';
import {jsonQuery} from '@/lib/api-client';
import {pageOf, type ListState} from '@/lib/server-list';
import {countPackageCodeRegistriesOptions, listPackageCodeRegistriesOptions} from '@/lib/sdk/@tanstack/react-query.gen';
import type {PackageCodeRegistry, ListPackageCodeRegistriesData} from '@/lib/sdk/types.gen';

export type {PackageCodeRegistry};
type RegistryFilter = NonNullable<NonNullable<ListPackageCodeRegistriesData['query']>['filter']>;
type RegistryWhere = NonNullable<RegistryFilter['where']>;

type RegistryFilters = {q: string};
export const PACKAGE_CODE_LIST_DEFAULTS = {filters: {q: ''} as RegistryFilters, pageSize: 25};
const whereOf = (state: ListState<RegistryFilters>) => packageCodeSearchWhere(state.filters.q) as RegistryWhere;

/** Newest registrations first, searched by the shared rule (order id or number, package code). */
export const packageCodeListSource = {
  page: (state: ListState<RegistryFilters>) =>
    listPackageCodeRegistriesOptions({query: {filter: {where: whereOf(state), order: ['createdAt DESC', 'id DESC'], ...pageOf(state)}}}),
  rows: (rows: PackageCodeRegistry[]) => rows,
  count: (state: ListState<RegistryFilters>) => countPackageCodeRegistriesOptions({query: {where: whereOf(state)}, ...jsonQuery}),
  countOf: (answer: {count?: number}) => answer.count ?? 0,
};
