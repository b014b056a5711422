// The only place the admin feature touches the SDK for members.
import type {MemberForm} from '@karat/shared';
import type {MemberCreateForm} from '@karat/shared/password-rules';
import {keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient} from '@tanstack/react-query';
import {jsonQuery} from '@/lib/api-client';
import {pathId} from '@/lib/api-id';
import {containsPattern} from '@karat/shared';
import {
  countMembersOptions,
  countMembersQueryKey,
  getMemberOptions,
  getMemberQueryKey,
  listMembersOptions,
  listMembersQueryKey,
} from '@/lib/sdk/@tanstack/react-query.gen';
import {createMember, changePassword, updateMember} from '@/lib/sdk/sdk.gen';
import type {Member, GetMemberData, ListMembersData} from '@/lib/sdk/types.gen';
import {useCommand} from '@/lib/command';

export type {Member};
type MemberId = GetMemberData['path']['id'];
type MemberFilter = NonNullable<NonNullable<ListMembersData['query']>['filter']>;
type MemberWhere = NonNullable<MemberFilter['where']>;

export interface MemberListParams {
  name: string;
  activeOnly: boolean;
  page: number;
  pageSize: number;
}

export function memberWhere({name, activeOnly}: Pick<MemberListParams, 'name' | 'activeOnly'>): MemberWhere {
  const where: Record<string, unknown> = {};
  if (name.trim()) where.name = {ilike: containsPattern(name.trim())};
  if (activeOnly) where.isActive = true;
  return where as MemberWhere;
}

/** One page of members and the total for the pager, both filtered on the server. */
export function useMemberList(params: MemberListParams) {
  const where = memberWhere(params);
  const filter: MemberFilter = {where, order: ['name ASC'], limit: params.pageSize, skip: params.page * params.pageSize};
  const rows = useQuery({...listMembersOptions({query: {filter}}), placeholderData: keepPreviousData});
  const count = useQuery({...countMembersOptions({query: {where}, ...jsonQuery}), placeholderData: keepPreviousData});
  return {rows: rows.data, count: count.data?.count ?? 0, isPending: rows.isPending};
}

export function useMember(id: string) {
  return useQuery(getMemberOptions({path: {id: pathId<MemberId>(id)}}));
}

/** After a write: the lists, the count and (when given) the one record. */
function invalidateMembers(queryClient: QueryClient, id?: MemberId) {
  return Promise.all([
    queryClient.invalidateQueries({queryKey: listMembersQueryKey()}),
    queryClient.invalidateQueries({queryKey: countMembersQueryKey()}),
    id === undefined ? undefined : queryClient.invalidateQueries({queryKey: getMemberQueryKey({path: {id}})}),
  ]);
}

export function useCreateMember() {
  const queryClient = useQueryClient();
  return useCommand({
    mutationFn: async (body: MemberCreateForm, submission) => (await createMember({body, ...submission, throwOnError: true})).data,
    onSuccess: () => invalidateMembers(queryClient),
  });
}

export function useUpdateMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MemberForm) => {
      await updateMember({path: {id: pathId<MemberId>(id)}, body, throwOnError: true});
    },
    onSuccess: () => invalidateMembers(queryClient, pathId<MemberId>(id)),
  });
}

export function useSetMemberPassword(id: string) {
  return useMutation({
    mutationFn: async (password: string) => {
      await changePassword({path: {id: pathId<MemberId>(id)}, body: {password}, throwOnError: true});
    },
  });
}
