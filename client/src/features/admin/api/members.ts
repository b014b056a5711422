// The admin feature's member calls: the entity's queries plus the admin's writes.
import type {MemberForm} from '@karat/shared';
import type {MemberCreateForm} from '@karat/shared/password-rules';
import {useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import {invalidateMembers, memberId, memberQueries, type Member} from '@/entities/member';
import {createMember, changePassword, updateMember} from '@/lib/sdk/sdk.gen';
import {useCommand} from '@/lib/command';

export type {Member};

export function useMember(id: string) {
  return useQuery(memberQueries.detail(id));
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
      await updateMember({path: {id: memberId(id)}, body, throwOnError: true});
    },
    onSuccess: () => invalidateMembers(queryClient, memberId(id)),
  });
}

export function useSetMemberPassword(id: string) {
  return useMutation({
    mutationFn: async (password: string) => {
      await changePassword({path: {id: memberId(id)}, body: {password}, throwOnError: true});
    },
  });
}
