// Route-level tests: the app's real routes, providers and SDK in a memory router, the server
// answered by MSW handlers (fetch is intercepted; nothing leaves the process).
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {cleanup, render} from '@testing-library/react';
import {http, HttpResponse, type RequestHandler} from 'msw';
import {setupServer} from 'msw/node';
import {Suspense} from 'react';
import {createMemoryRouter, Outlet, RouterProvider} from 'react-router-dom';
import {afterAll, afterEach, beforeAll} from 'vitest';
import {AppProviders} from '@/app/providers';
import {appRoutes} from '@/app/router';
import {DataTable} from '@/components/DataTable';
import {Loading} from '@/components/Loading';
import {PageHeader} from '@/components/PageHeader';
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

/**
 * Loads the lazily loaded screens (React.lazy over a dynamic import) a test file renders, before its
 * first test: the first import of a screen transforms and evaluates it and all it imports, which
 * takes longer than the test's waits. Then warms up the rendering itself (warmUp), so the first
 * test's render takes about as long as the next.
 */
export function loadScreens(...screens: (() => Promise<unknown>)[]) {
  beforeAll(async () => {
    await Promise.all(screens.map(load => load()));
    warmUp();
  });
}

/**
 * Renders, and unmounts, what most screens are made of. A file's first render in its fresh jsdom
 * otherwise costs two to three times the next one, loaded screens or not: V8 compiles React's,
 * MUI's and jsdom's code on first use, and jsdom parses each MUI style as it is first inserted.
 */
function warmUp() {
  const view = render(
    <AppProviders>
      <PageHeader title="Warm-up" />
      <TextField label="Text" />
      <TextField label="Choice" select value="a">
        <MenuItem value="a">A</MenuItem>
      </TextField>
      <Checkbox slotProps={{input: {'aria-label': 'Chosen'}}} />
      <DataTable
        label="Rows"
        columns={[{key: 'name', label: 'Name', sortable: true, render: (row: {name: string}) => row.name}]}
        rows={[{name: 'Row'}]}
        rowKey={row => row.name}
        count={1}
        page={0}
        pageSize={25}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
        sort={{key: 'name', direction: 'asc'}}
        onSortChange={() => {}}
      />
      <Button variant="contained">Save</Button>
    </AppProviders>,
  );
  // The queries' own code paths (roles, accessible names, labels) warm up too.
  view.getByRole('button', {name: 'Save'});
  view.getByLabelText('Text');
  cleanup();
}

/** Renders the signed-in app at `url`; the router tells where the user is. Load its screen first (loadScreens). */
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
