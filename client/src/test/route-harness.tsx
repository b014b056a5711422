// Route-level tests: the app's real routes, providers and SDK in a memory router, the server
// answered by MSW handlers (fetch is intercepted; nothing leaves the process).
import {render} from '@testing-library/react';
import {http, HttpResponse, type RequestHandler} from 'msw';
import {setupServer} from 'msw/node';
import {Suspense} from 'react';
import {createMemoryRouter, Outlet, RouterProvider} from 'react-router-dom';
import {afterAll, afterEach, beforeAll} from 'vitest';
import {AppProviders} from '@/app/providers';
import {appRoutes} from '@/app/router';
import {Loading} from '@/components/Loading';
import {configureApiClient} from '@/lib/api-client';
import {client} from '@/lib/sdk/client.gen';

export const API = 'http://karat.test/api';

/** A LoopBack error answer as the server sends it. */
export const apiError = (statusCode: number, message: string, name = 'Error', code?: string) =>
  HttpResponse.json({error: {statusCode, name, message, ...(code ? {code} : {})}}, {status: statusCode});

export const member = (flags: Record<string, boolean> = {admin: true}) => ({id: 1, name: 'Test Admin', username: 'test-admin', isActive: true, ...flags});

/** The signed-in member's answer (the shell and the role gate read it). */
export const meHandler = (flags?: Record<string, boolean>) => http.get(`${API}/Members/me`, () => HttpResponse.json(member(flags)));

/** One MSW server per test file; each test adds its handlers with server.use(). */
export function startServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => {
    configureApiClient();
    // Node's fetch has no page to resolve '/api' against.
    client.setConfig({baseUrl: API});
    server.listen({onUnhandledRequest: 'error'});
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Renders the signed-in app at `url`; the router tells where the user is. */
export function renderRoute(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        ),
        children: appRoutes,
      },
    ],
    {initialEntries: [url]},
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {router, ...view, location: () => router.state.location};
}
