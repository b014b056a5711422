import {act, fireEvent, screen, waitFor} from '@testing-library/react';
import {http, HttpResponse} from 'msw';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {NO_ANSWER} from '@/lib/api-error';
import {API, apiError, loadScreens, meHandler, renderRoute, startServer} from '@/test/route-harness';
import {NOT_FOR_YOUR_ROLE} from './routes/NotForYourRoleRoute';

const server = startServer();
loadScreens(
  () => import('@/features/customer-service/routes/OrderShowRoute'),
  () => import('@/features/admin/routes/UserNewRoute'),
);
const heading = () => screen.findByRole('heading', {level: 1});
afterEach(() => vi.useRealTimers());

describe('a record that does not load', () => {
  it('is "not found" only when the server says 404', async () => {
    server.use(
      meHandler({customer: true}),
      http.get(`${API}/Orders/77`, () => apiError(404, 'Entity not found: Order with id 77', 'NotFoundError')),
    );
    renderRoute('/customer-service/order/77');
    expect((await heading()).textContent).toBe('Order not found');
  });

  it('after a 500 says it could not load, with the reason and Retry, and Retry shows the order', async () => {
    let fail = true;
    server.use(
      meHandler({customer: true}),
      http.get(`${API}/Orders/78`, () =>
        fail ? apiError(500, 'Internal Server Error', 'InternalServerError') : HttpResponse.json({id: 78, orderNumber: 100078, client: null}),
      ),
    );
    renderRoute('/customer-service/order/78');
    expect((await heading()).textContent).toBe('Could not load the order');
    expect(screen.queryByText(/not found/)).toBeNull();
    expect(screen.getAllByText('Internal Server Error').length).toBeGreaterThan(0);

    fail = false;
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}));
    await waitFor(() => expect(screen.getByRole('heading', {level: 1}).textContent).toBe('Order 100078'));
  });

  it('after a network failure says it could not load, not "not found"', async () => {
    // A failed network is tried once more, a second later (react-query's first retry delay), before
    // the page gives up: the fake clock runs that second at once (it also moves with real time, so
    // Testing Library's waits still poll).
    vi.useFakeTimers({shouldAdvanceTime: true});
    let asked = 0;
    server.use(
      meHandler({customer: true}),
      http.get(`${API}/Orders/79`, () => {
        asked += 1;
        return HttpResponse.error();
      }),
    );
    renderRoute('/customer-service/order/79');
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByText('Could not load the order')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('Could not load the order')).toBeTruthy();
    expect(asked).toBe(2);
    expect(screen.getAllByText(NO_ANSWER).length).toBeGreaterThan(0);
  });
});

describe('a screen of another role', () => {
  it('says it is not for the role instead of showing a working-looking form', async () => {
    server.use(meHandler({buyer: true}));
    renderRoute('/admin/users/new');
    expect((await heading()).textContent).toBe(NOT_FOR_YOUR_ROLE);
    expect(screen.getByText(/belongs to Admin/)).toBeTruthy();
    expect(screen.queryByRole('form', {name: 'New user'})).toBeNull();
  });

  it('opens for the role the menu gives the area to', async () => {
    server.use(meHandler({admin: true}));
    renderRoute('/admin/users/new');
    expect((await heading()).textContent).toBe('New user');
  });
});
