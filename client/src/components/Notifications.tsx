import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {LIMITS} from '@karat/shared';
import {createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';

export interface Notify {
  /** Blue notice (spec: success notices are blue). */
  success(text: string): void;
  /** Red notice, e.g. a server error message. */
  error(text: string): void;
}

interface Notice {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

const NotifyContext = createContext<Notify | null>(null);

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a NotificationProvider');
  return notify;
}

export function NotificationProvider({children}: {children: ReactNode}) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const push = useCallback((kind: Notice['kind'], text: string) => {
    const id = nextId.current++;
    setNotices(list => [...list, {id, kind, text}]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setNotices(list => list.filter(notice => notice.id !== id));
    }, LIMITS.notificationMs);
    timers.current.add(timer);
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
            onClose={() => setNotices(list => list.filter(other => other.id !== notice.id))}
          >
            {notice.text}
          </Alert>
        ))}
      </Stack>
    </NotifyContext.Provider>
  );
}
