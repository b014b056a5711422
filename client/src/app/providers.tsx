import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import {MutationCache, QueryCache, QueryClient, QueryClientProvider} from '@tanstack/react-query';
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {NotificationProvider, useNotify} from '@/components/Notifications';
import {errorMessage, errorStatus} from '@/lib/api-error';
import {reportFailedCall} from '@/lib/error-reporting';
import {tokenStore} from '@/lib/auth-token';

/**
 * Staff who ask their system for less motion get none: transitions and animations (MUI's included,
 * whose durations are inline styles) end at once, and spinners stand still beside their text.
 */
const REDUCED_MOTION = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
  },
};

export function AppProviders({children}: {children: ReactNode}) {
  return (
    <NotificationProvider>
      <CssBaseline />
      <GlobalStyles styles={REDUCED_MOTION} />
      <QueryProvider>{children}</QueryProvider>
    </NotificationProvider>
  );
}

function QueryProvider({children}: {children: ReactNode}) {
  const notify = useNotify();
  const notifyRef = useRef(notify);
  notifyRef.current = notify;

  const [queryClient] = useState(() => {
    // Every failed call shows the server's message in red (spec), except a 401 (the guard sends the
    // user to /login) and calls that show their error themselves (meta.silent, e.g. the login form).
    // meta.errorTitle names what failed before the server's reason ('Failed to close order: ...').
    const report = (error: unknown, meta: Record<string, unknown> | undefined) => {
      // The error-reporting step (spec 02 §7 "Login and shell"): server faults and unanswered calls, shown or not.
      reportFailedCall(error);
      if (meta?.silent || errorStatus(error) === 401) return;
      const title = typeof meta?.errorTitle === 'string' ? `${meta.errorTitle}: ` : '';
      notifyRef.current.error(`${title}${errorMessage(error)}`);
    };
    return new QueryClient({
      queryCache: new QueryCache({onError: (error, query) => report(error, query.meta)}),
      mutationCache: new MutationCache({onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta)}),
      defaultOptions: {
        queries: {
          // Only a network failure (no server answer) is worth one more try.
          retry: (failures, error) => errorStatus(error) === undefined && failures < 1,
          refetchOnWindowFocus: false,
        },
      },
    });
  });

  // Another member's data must never show after a login or logout.
  useEffect(() => tokenStore.subscribe(() => queryClient.removeQueries()), [queryClient]);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
