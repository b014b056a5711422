import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {LIMITS} from '@karat/shared';
import {createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {TEXTS} from '@/lib/texts';

export interface Notify {
  /** Blue notice (spec: success notices are blue); it goes away by itself. */
  success(text: string): void;
  /** Red notice, e.g. a server error message; it stays until dismissed. */
  error(text: string): void;
}

export interface Notice {
  id: number;
  kind: 'success' | 'error';
  text: string;
  /** How many times this notice came; identical notices show once with the count. */
  count: number;
}

/**
 * The notices after one more: an identical one (same kind and text) counts up instead of stacking,
 * so ten failed requests of the same kind are one red notice with ×10.
 */
export function addNotice(list: Notice[], kind: Notice['kind'], text: string, id: number): Notice[] {
  const same = list.find(notice => notice.kind === kind && notice.text === text);
  if (same) return list.map(notice => (notice === same ? {...notice, count: notice.count + 1} : notice));
  const added = [...list, {id, kind, text, count: 1}];
  if (added.length <= MAX_NOTICES) return added;
  // A scanner's fast work must not bury the screen: the oldest notice goes, a success before an error.
  const oldest = added.find(notice => notice.kind === 'success') ?? added[0];
  return added.filter(notice => notice !== oldest);
}

/** At most this many notices show at once (the desks keep their own history of each scan). */
export const MAX_NOTICES = 4;

const NotifyContext = createContext<Notify | null>(null);

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a NotificationProvider');
  return notify;
}

export function NotificationProvider({children}: {children: ReactNode}) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  // Success notices hide after LIMITS.notificationMs from their latest repeat; errors wait for the user.
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => setNotices(list => list.filter(notice => notice.id !== id)), []);

  const push = useCallback((kind: Notice['kind'], text: string) => {
    setNotices(list => addNotice(list, kind, text, nextId.current++));
    if (kind !== 'success') return;
    const pending = timers.current;
    clearTimeout(pending.get(text));
    pending.set(
      text,
      setTimeout(() => {
        pending.delete(text);
        setNotices(list => list.filter(notice => !(notice.kind === 'success' && notice.text === text)));
      }, LIMITS.notificationMs),
    );
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const notify = useMemo<Notify>(() => ({success: text => push('success', text), error: text => push('error', text)}), [push]);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Stack spacing={1} sx={{position: 'fixed', top: 16, right: 16, zIndex: theme => theme.zIndex.snackbar, maxWidth: 420}}>
        {notices.map(notice => (
          <Alert
            key={notice.id}
            variant="filled"
            severity={notice.kind === 'success' ? 'info' : 'error'}
            data-notice={notice.kind}
            onClose={() => dismiss(notice.id)}
          >
            {notice.text}
            {notice.count > 1 && (
              <Box component="span" aria-label={TEXTS.notices.times(notice.count)} sx={{ml: 1, fontWeight: 'bold'}}>
                ×{notice.count}
              </Box>
            )}
          </Alert>
        ))}
      </Stack>
    </NotifyContext.Provider>
  );
}
