// The access token (the `id` of the login answer). Kept in localStorage so a reload stays signed in;
// components subscribe through useAuthToken so clearing it (logout, any 401) re-renders the guard.
const KEY = 'karat.token';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

let current = typeof window === 'undefined' ? null : read();

export const tokenStore = {
  get: (): string | null => current,
  set(token: string | null) {
    if (token === current) return;
    current = token;
    try {
      if (token) window.localStorage.setItem(KEY, token);
      else window.localStorage.removeItem(KEY);
    } catch {
      // private mode: the token lives for this tab only
    }
    listeners.forEach(listener => listener());
  },
  clear() {
    tokenStore.set(null);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
