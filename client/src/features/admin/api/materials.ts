// The only place the admin feature touches the SDK for materials.
import type {MaterialForm} from '@karat/shared';
import {keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient} from '@tanstack/react-query';
import {jsonQuery} from '@/lib/api-client';
import {pathId} from '@/lib/api-id';
import {containsPattern} from '@karat/shared';
import {
  materialCrudControllerCountOptions,
  materialCrudControllerCountQueryKey,
  materialCrudControllerFindByIdOptions,
  materialCrudControllerFindByIdQueryKey,
  materialCrudControllerFindOptions,
  materialCrudControllerFindQueryKey,
} from '@/lib/sdk/@tanstack/react-query.gen';
import {materialCrudControllerCreate, materialCrudControllerUpdateById} from '@/lib/sdk/sdk.gen';
import type {Material, MaterialCrudControllerFindByIdData, MaterialCrudControllerFindData} from '@/lib/sdk/types.gen';

export type {Material};
type MaterialId = MaterialCrudControllerFindByIdData['path']['id'];
type MaterialFilter = NonNullable<NonNullable<MaterialCrudControllerFindData['query']>['filter']>;
type MaterialWhere = NonNullable<MaterialFilter['where']>;

export function useMaterialList({name, page, pageSize}: {name: string; page: number; pageSize: number}) {
  const where = (name.trim() ? {name: {ilike: containsPattern(name.trim())}} : {}) as MaterialWhere;
  const filter: MaterialFilter = {where, order: ['name ASC'], limit: pageSize, skip: page * pageSize};
  const rows = useQuery({...materialCrudControllerFindOptions({query: {filter}}), placeholderData: keepPreviousData});
  const count = useQuery({...materialCrudControllerCountOptions({query: {where}, ...jsonQuery}), placeholderData: keepPreviousData});
  return {rows: rows.data, count: count.data?.count ?? 0, isPending: rows.isPending};
}

export function useMaterial(id: string) {
  return useQuery(materialCrudControllerFindByIdOptions({path: {id: pathId<MaterialId>(id)}}));
}

/** After a write: the lists, the count and (when given) the one record. */
function invalidateMaterials(queryClient: QueryClient, id?: MaterialId) {
  return Promise.all([
    queryClient.invalidateQueries({queryKey: materialCrudControllerFindQueryKey()}),
    queryClient.invalidateQueries({queryKey: materialCrudControllerCountQueryKey()}),
    id === undefined ? undefined : queryClient.invalidateQueries({queryKey: materialCrudControllerFindByIdQueryKey({path: {id}})}),
  ]);
}

export function useCreateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MaterialForm) => (await materialCrudControllerCreate({body, throwOnError: true})).data,
    onSuccess: () => invalidateMaterials(queryClient),
  });
}

export function useUpdateMaterial(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MaterialForm) => {
      await materialCrudControllerUpdateById({path: {id: pathId<MaterialId>(id)}, body, throwOnError: true});
    },
    onSuccess: () => invalidateMaterials(queryClient, pathId<MaterialId>(id)),
  });
}
