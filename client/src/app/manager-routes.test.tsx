import {act, fireEvent, screen, waitFor, within} from '@testing-library/react';
import {http, HttpResponse} from 'msw';
import {describe, expect, it} from 'vitest';
import {API, loadScreens, meHandler, renderRoute, startServer} from '@/test/route-harness';

// The manager's transfer search pages and sorts on the server (limit, skip, sort
// in the request; search, sort and page in the URL), and the selection spans the pages.

const order = (n: number) => ({
  id: n,
  orderNumber: 5000 + n,
  country: 'finland',
  callerId: 5,
  caller: {id: 5, name: 'Bea Buyer'},
  welcomeCall: '2026-03-11T10:00:00.000Z',
  client: {id: 100 + n, firstName: 'Eeva', lastName: `Client${String(n).padStart(2, '0')}`, phone: `3584000000${String(n).padStart(2, '0')}`},
});

/** 30 open welcome calls of caller 5; `sort=-client` reverses them. */
function transferHandlers() {
  const asked: URLSearchParams[] = [];
  return {
    asked,
    handlers: [
      http.get(`${API}/Members`, () => HttpResponse.json([{id: 5, name: 'Bea Buyer', isActive: true, buyer: true}])),
      http.get(`${API}/cc-manager/transfer-search/page`, ({request}) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const all = Array.from({length: 30}, (_, i) => order(i + 1));
        if (query.get('sort') === '-client') all.reverse();
        const skip = Number(query.get('skip') ?? 0);
        const limit = Number(query.get('limit') ?? 50);
        return HttpResponse.json({total: 30, orders: all.slice(skip, skip + limit)});
      }),
      http.get(`${API}/cc-manager/lists/page`, () => HttpResponse.json({total: 0, items: []})),
    ],
  };
}

const server = startServer(meHandler({ccManager: true}));
loadScreens(
  () => import('@/features/cc-manager/routes/TransferRoute'),
  () => import('@/features/cc-manager/routes/ListsRoute'),
);
const table = () => screen.getByRole('table', {name: 'Orders to transfer'});

describe('the manager transfer search (a server list)', () => {
  it('asks nothing before a caller is searched', async () => {
    const {asked, handlers} = transferHandlers();
    server.use(...handlers);
    renderRoute('/cc-manager/transfer');
    await screen.findByText('Choose a caller and search');
    expect(asked).toHaveLength(0);
  });

  // Pages, sorts twice and comes Back through a ten-row table, with role queries over it each time:
  // 3 to 4 s of work in jsdom (rendering, and computing styles for the queries), too near the default
  // 5 s limit.
  it('pages and sorts on the server with the state in the URL, keeps the selection across pages, and Back returns to the page', async () => {
    const {asked, handlers} = transferHandlers();
    server.use(...handlers);
    const {router, location} = renderRoute('/cc-manager/transfer?callerId=5&size=10');
    await screen.findByText('Eeva Client01');
    expect(screen.getByText('1–10 of 30')).toBeTruthy();
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({callerId: '5', type: 'WELCOME_CALL', limit: '10', skip: '0'});
    expect(asked.at(-1)!.get('sort')).toBeNull();
    // The phone dials.
    expect(within(table()).getByRole('link', {name: '358400000001'}).getAttribute('href')).toBe('tel:+358400000001');

    fireEvent.click(within(table()).getByRole('checkbox', {name: 'Select order 5001'}));
    fireEvent.click(screen.getByRole('button', {name: 'Go to next page'}));
    await screen.findByText('Eeva Client11');
    expect(new URLSearchParams(location().search).get('page')).toBe('2');
    expect(asked.at(-1)!.get('skip')).toBe('10');
    fireEvent.click(within(table()).getByRole('checkbox', {name: 'Select the rows on this page'}));
    expect(screen.getByText('11 selected')).toBeTruthy();

    // Sorting asks the server and starts again at the first page; the selection stays.
    fireEvent.click(within(table()).getByRole('button', {name: 'Client'}));
    await waitFor(() => expect(asked.at(-1)!.get('sort')).toBe('client'));
    await screen.findByText('Eeva Client01');
    expect(asked.at(-1)!.get('skip')).toBe('0');
    fireEvent.click(within(table()).getByRole('button', {name: 'Client'}));
    await waitFor(() => expect(asked.at(-1)!.get('sort')).toBe('-client'));
    await waitFor(() => expect(within(table()).getAllByRole('row')[1].textContent).toContain('Client30'));
    expect(new URLSearchParams(location().search).get('sort')).toBe('-client');
    expect(screen.getByText('11 selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', {name: 'Go to next page'}));
    await screen.findByText('Eeva Client20');
    await act(() => router.navigate('/cc-manager/lists'));
    await act(() => router.navigate(-1));
    await screen.findByText('Eeva Client20');
    expect(new URLSearchParams(location().search).get('page')).toBe('2');
    expect(screen.getByText('11–20 of 30')).toBeTruthy();
  }, 30_000);
});
