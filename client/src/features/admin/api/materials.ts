// The only place the admin feature touches the SDK for materials.
import type {MaterialForm} from '@karat/shared';
import {keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient} from '@tanstack/react-query';
import {jsonQuery} from '@/lib/api-client';
import {pathId} from '@/lib/api-id';
import {containsPattern} from '@karat/shared';
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

export function useMaterialList({name, page, pageSize}: {name: string; page: number; pageSize: number}) {
  const where = (name.trim() ? {name: {ilike: containsPattern(name.trim())}} : {}) as MaterialWhere;
  const filter: MaterialFilter = {where, order: ['name ASC'], limit: pageSize, skip: page * pageSize};
  const rows = useQuery({...listMaterialsOptions({query: {filter}}), placeholderData: keepPreviousData});
  const count = useQuery({...countMaterialsOptions({query: {where}, ...jsonQuery}), placeholderData: keepPreviousData});
  return {rows: rows.data, count: count.data?.count ?? 0, isPending: rows.isPending};
}

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
