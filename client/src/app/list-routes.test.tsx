import {act, fireEvent, screen, waitFor, within} from '@testing-library/react';
import {http, HttpResponse} from 'msw';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {FILTER_TEXT_PAUSE_MS} from '@/lib/server-list';
import {API, apiError, loadScreens, meHandler, renderRoute, startServer} from '@/test/route-harness';

interface Filter {
  where?: unknown;
  limit?: number;
  skip?: number;
}

const filterOf = (request: Request): Filter => JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
const isSearch = (filter: Filter) => JSON.stringify(filter.where ?? {}).includes('Virtanen');

const client = (n: number) => ({
  id: n,
  clientNumber: 1000 + n,
  firstName: 'Client',
  lastName: `Number${n}`,
  phone: `35840${n}`,
  city: 'Turku',
  country: 'finland',
});
const VIRTANEN = {...client(999), lastName: 'Virtanen'};

/** 60 clients; a search for Virtanen finds one, and waits for `release` when given. */
function clientHandlers(options: {searchGate?: Promise<void>} = {}) {
  const asked: Filter[] = [];
  return {
    asked,
    handlers: [
      http.get(`${API}/Clients`, async ({request}) => {
        const filter = filterOf(request);
        asked.push(filter);
        if (isSearch(filter)) {
          await options.searchGate;
          return HttpResponse.json([VIRTANEN]);
        }
        const skip = filter.skip ?? 0;
        return HttpResponse.json(Array.from({length: Math.min(filter.limit ?? 25, 60 - skip)}, (_, i) => client(skip + i + 1)));
      }),
      http.get(`${API}/Clients/count`, ({request}) => {
        const where = new URL(request.url).searchParams.get('where') ?? '';
        return HttpResponse.json({count: where.includes('Virtanen') ? 1 : 60});
      }),
      // The client's own page (Edit).
      http.get(`${API}/Clients/:id`, ({params}) => HttpResponse.json({...client(Number(params.id)), orders: []})),
    ],
  };
}

const server = startServer(meHandler());
afterEach(() => vi.useRealTimers());
loadScreens(
  () => import('@/features/admin/routes/ClientsListRoute'),
  () => import('@/features/admin/routes/ClientEditRoute'),
  () => import('@/features/time-recording/routes/TimeRecordingRoute'),
);

const table = () => screen.getByRole('table', {name: 'Clients'});
const rowTexts = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map(row => row.textContent ?? '');

describe('a server list route (admin clients)', () => {
  it('keeps the page and the filter in the URL, pages on the server, and Back returns to the same page', async () => {
    const {asked, handlers} = clientHandlers();
    server.use(...handlers);
    const {router, location} = renderRoute('/admin/clients');
    await screen.findByText('Client Number1');
    expect(screen.getByText('1–25 of 60')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', {name: 'Go to next page'}));
    await screen.findByText('Client Number26');
    expect(location().search).toBe('?page=2');
    expect(asked.at(-1)).toMatchObject({limit: 25, skip: 25});

    // Open a client, then Back: the list is on page 2 again.
    fireEvent.click(screen.getByRole('link', {name: 'Edit Client Number26'}));
    await waitFor(() => expect(location().pathname).toBe('/admin/clients/26'));
    await screen.findByRole('heading', {name: 'Edit client Client Number26'});
    await act(() => router.navigate(-1));
    await screen.findByText('Client Number26');
    expect(location().search).toBe('?page=2');
    expect(screen.getByText('26–50 of 60')).toBeTruthy();
  });

  it('shows loading, never the old rows, while a new search loads, and starts it at the first page', async () => {
    // The search waits for a pause in typing: a fake clock ends the pause at once (and moves with
    // real time otherwise, so Testing Library's waits still poll).
    vi.useFakeTimers({shouldAdvanceTime: true});
    let release = () => {};
    const gate = new Promise<void>(resolve => (release = resolve));
    const {handlers} = clientHandlers({searchGate: gate});
    server.use(...handlers);
    const {location} = renderRoute('/admin/clients?page=2');
    await screen.findByText('Client Number26');

    fireEvent.change(screen.getByLabelText('Name or phone'), {target: {value: 'Virtanen'}});
    await act(() => vi.advanceTimersByTimeAsync(FILTER_TEXT_PAUSE_MS));
    await waitFor(() => expect(location().search).toBe('?q=Virtanen'));
    await screen.findByText('Loading...');
    expect(rowTexts().join()).not.toContain('Number26');

    release();
    await screen.findByText('Client Virtanen');
    expect(rowTexts()).toHaveLength(1);
    expect(screen.getByText('1–1 of 1')).toBeTruthy();
  });

  it('shows a failed list as the error with Retry, and Retry loads it', async () => {
    let fail = true;
    const {handlers} = clientHandlers();
    server.use(
      http.get(`${API}/Clients`, () => (fail ? apiError(500, 'Internal Server Error', 'InternalServerError') : undefined)),
      ...handlers,
    );
    renderRoute('/admin/clients');
    await screen.findByRole('table', {name: 'Clients'});
    const retry = await within(table()).findByRole('button', {name: 'Retry'});
    expect(within(table()).getByText('Internal Server Error')).toBeTruthy();
    expect(within(table()).queryByText('No rows')).toBeNull();

    fail = false;
    fireEvent.click(retry);
    await within(table()).findByText('Client Number1');
    expect(within(table()).queryByRole('button', {name: 'Retry'})).toBeNull();
  });
});

describe('a list under tabs (time recording)', () => {
  it('keeps the Everyone tab when Previous month is clicked before the tab is shown', async () => {
    const totals = {hours: 0, sickDays: 0, paidDaysOff: 0, days: 0};
    const monthOf = (request: Request) => new URL(request.url).searchParams.get('month') ?? '2026-11';
    server.use(
      http.get(`${API}/time-records/mine`, ({request}) => HttpResponse.json({month: monthOf(request), total: 0, records: [], totals})),
      http.get(`${API}/time-records`, ({request}) => HttpResponse.json({month: monthOf(request), total: 0, records: [], members: [], totals})),
      http.get(`${API}/Members`, () => HttpResponse.json([])),
    );
    const {location} = renderRoute('/time-recording?month=2026-11');
    const everyone = await screen.findByRole('tab', {name: 'Everyone'});
    await screen.findByRole('group', {name: 'Month totals'});

    // Two clicks inside one render: the month's write starts from the tab's, not from the URL on screen.
    act(() => {
      fireEvent.click(everyone);
      fireEvent.click(screen.getByRole('button', {name: 'Previous month'}));
    });
    await waitFor(() => expect(location().search).toBe('?month=2026-10&view=everyone'));
    expect(screen.getByRole('tab', {name: 'Everyone', selected: true})).toBeTruthy();
    expect(screen.getByRole('heading', {name: 'October 2026'})).toBeTruthy();
  });
});
