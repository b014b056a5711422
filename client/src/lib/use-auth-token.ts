import {useSyncExternalStore} from 'react';
import {tokenStore} from './auth-token';

export function useAuthToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, tokenStore.get);
}
