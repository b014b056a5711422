// The only place the auth feature touches the generated SDK.
import {useMutation, usePrefetchQuery, useQuery} from '@tanstack/react-query';
import {getMeOptions, getSetupOptions} from '@/lib/sdk/@tanstack/react-query.gen';
import {completeSetup, login, logout} from '@/lib/sdk/sdk.gen';
import type {Member} from '@/lib/sdk/types.gen';

export type CurrentMember = Member;

export interface Credentials {
  username: string;
  password: string;
  /** A member who must choose a password sends it with the login (PASSWORD_CHANGE). */
  newPassword?: string;
}

const currentMember = () => ({...getMeOptions(), staleTime: 5 * 60_000});

/** The signed-in member; the shell waits for it before showing anything. */
export function useCurrentMember() {
  return useQuery(currentMember());
}

/**
 * Asks for the signed-in member while the shell's code is still loading, so the app's start waits
 * for the two side by side instead of one after the other (the shell asks only once it runs).
 */
export function usePrefetchCurrentMember() {
  usePrefetchQuery(currentMember());
}

/** Login answers {id, ttl, created, userId}; `id` is the access token. */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: Credentials) => (await login({body, throwOnError: true})).data,
    // The form shows this error under itself, not as a notice.
    meta: {silent: true},
  });
}

/** Revokes the token on the server; failures do not matter, the client forgets the token anyway. */
export async function logoutOnServer(): Promise<void> {
  await logout().catch(() => undefined);
}

/** Whether no member exists yet: the login page then says where the setup link is. Asked once per visit. */
export function useSetupState() {
  return useQuery({...getSetupOptions(), staleTime: Infinity, retry: false});
}

/** The first run's link: creates the first admin and answers its login (as useLogin). */
export function useCompleteSetup() {
  return useMutation({
    mutationFn: async (body: {token: string; username: string; password: string}) => (await completeSetup({body, throwOnError: true})).data,
    meta: {silent: true},
  });
}
