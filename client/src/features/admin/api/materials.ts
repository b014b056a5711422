// The only place the admin feature touches the SDK for materials.
import {containsPattern, type MaterialForm} from '@karat/shared';
import {useMutation, useQuery, useQueryClient, type QueryClient} from '@tanstack/react-query';
import {jsonQuery} from '@/lib/api-client';
import {pathId} from '@/lib/api-id';
import {pageOf, type ListState} from '@/lib/server-list';
import {
  countMaterialsOptions,
  countMaterialsQueryKey,
  getMaterialOptions,
  getMaterialQueryKey,
  listMaterialsOptions,
  listMaterialsQueryKey,
} from '@/lib/sdk/@tanstack/react-query.gen';
import {createMaterial, updateMaterial} from '@/lib/sdk/sdk.gen';
import type {Material, GetMaterialData, ListMaterialsData} from '@/lib/sdk/types.gen';
import {useCommand} from '@/lib/command';

export type {Material};
type MaterialId = GetMaterialData['path']['id'];
type MaterialFilter = NonNullable<NonNullable<ListMaterialsData['query']>['filter']>;
type MaterialWhere = NonNullable<MaterialFilter['where']>;

type MaterialListFilters = {name: string};
export const MATERIAL_LIST_DEFAULTS = {filters: {name: ''} as MaterialListFilters, pageSize: 25};

const materialWhere = ({name}: MaterialListFilters) => (name.trim() ? {name: {ilike: containsPattern(name.trim())}} : {}) as MaterialWhere;

/** Materials by name, paged on the server. */
export const materialListSource = {
  page: (state: ListState<MaterialListFilters>) =>
    listMaterialsOptions({query: {filter: {where: materialWhere(state.filters), order: ['name ASC'], ...pageOf(state)}}}),
  rows: (rows: Material[]) => rows,
  count: (state: ListState<MaterialListFilters>) => countMaterialsOptions({query: {where: materialWhere(state.filters)}, ...jsonQuery}),
  countOf: (answer: {count?: number}) => answer.count ?? 0,
};

export function useMaterial(id: string) {
  return useQuery(getMaterialOptions({path: {id: pathId<MaterialId>(id)}}));
}

/** After a write: the lists, the count and (when given) the one record. */
function invalidateMaterials(queryClient: QueryClient, id?: MaterialId) {
  return Promise.all([
    queryClient.invalidateQueries({queryKey: listMaterialsQueryKey()}),
    queryClient.invalidateQueries({queryKey: countMaterialsQueryKey()}),
    id === undefined ? undefined : queryClient.invalidateQueries({queryKey: getMaterialQueryKey({path: {id}})}),
  ]);
}

export function useCreateMaterial() {
  const queryClient = useQueryClient();
  return useCommand({
    mutationFn: async (body: MaterialForm, submission) => (await createMaterial({body, ...submission, throwOnError: true})).data,
    onSuccess: () => invalidateMaterials(queryClient),
  });
}

export function useUpdateMaterial(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MaterialForm) => {
      await updateMaterial({path: {id: pathId<MaterialId>(id)}, body, throwOnError: true});
    },
    onSuccess: () => invalidateMaterials(queryClient, pathId<MaterialId>(id)),
  });
}
