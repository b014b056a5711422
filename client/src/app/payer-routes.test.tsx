import {fireEvent, screen, waitFor, within} from '@testing-library/react';
import {http, HttpResponse} from 'msw';
import {describe, expect, it} from 'vitest';
import {API, apiError, meHandler, renderRoute, startServer} from '@/test/route-harness';

// Issue 17 items 1 and 2: the payer's list, the selection's total, the question before paying, one
// batch with an Idempotency-Key, and the donation list that waits for a team.

const order = (n: number, offer: string) => ({
  id: n,
  orderNumber: 7000 + n,
  country: 'finland',
  offer,
  isTellered: true,
  offerAccepted: true,
  tellerDate: '2026-11-20T10:00:00.000Z',
  client: {id: 100 + n, firstName: 'Eeva', lastName: `Maksettava${n}`, iban: 'FI2112345600000785'},
});

const server = startServer(meHandler({payer: true}));

describe('the payer list', () => {
  it('totals the selection, asks with the orders listed, then pays them in one batch with an Idempotency-Key', async () => {
    const sent: {body: unknown; key: string | null}[] = [];
    server.use(
      http.get(`${API}/payer/orders/finland`, () => HttpResponse.json({total: 3, orders: [order(1, '0.10'), order(2, '0.20'), order(3, '99.99')]})),
      http.post(`${API}/Payments`, async ({request}) => {
        sent.push({body: await request.json(), key: request.headers.get('Idempotency-Key')});
        return HttpResponse.json({
          payment: {id: 9, name: 'payment-finland-2026-11-25T8-05.xml', total: 0.3, orderCount: 2, country: 'finland', isDonation: false},
          downloadUrl: '/api/payer/files/9/download',
        });
      }),
    );
    renderRoute('/payer/finland');
    await screen.findByText('Eeva Maksettava1', {}, {timeout: 10_000});
    const pay = screen.getByRole('button', {name: 'Pay'});
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', {name: 'Select order 7001'}));
    fireEvent.click(screen.getByRole('checkbox', {name: 'Select order 7002'}));
    // 0.10 + 0.20 in cents: 0,30 €, not 0.30000000000000004.
    expect(screen.getByLabelText('Total of the selection').textContent).toMatch(/^2 selected, total 0,30\s€$/);
    fireEvent.click(pay);
    const dialog = await screen.findByRole('dialog', {name: 'Pay these orders?'});
    expect(within(dialog).getByText('7001')).toBeTruthy();
    expect(within(dialog).getByText('7002')).toBeTruthy();
    expect(within(dialog).queryByText('7003')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', {name: 'Pay'}));
    await screen.findByText(/Payment file payment-finland-2026-11-25T8-05.xml is ready/);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({country: 'finland', orderIds: [1, 2]});
    expect(sent[0].key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('says when more orders are payable than one batch lists, and not otherwise', async () => {
    server.use(http.get(`${API}/payer/orders/sweden`, () => HttpResponse.json({total: 1500, orders: [order(1, '5.00'), order(2, '6.00')]})));
    renderRoute('/payer/sweden');
    expect(await screen.findByText(/^The first 2 of 1,500 payable orders are listed/, {}, {timeout: 10_000})).toBeTruthy();
    server.use(http.get(`${API}/payer/orders/uk`, () => HttpResponse.json({total: 2, orders: [order(1, '5.00'), order(2, '6.00')]})));
    renderRoute('/payer/uk');
    await screen.findAllByText('Eeva Maksettava1', {}, {timeout: 10_000});
    await waitFor(() => expect(screen.queryAllByText(/payable orders are listed/)).toHaveLength(1));
  });

  it("shows the server's refusal (an order paid meanwhile)", async () => {
    server.use(
      http.get(`${API}/payer/orders/finland`, () => HttpResponse.json({total: 1, orders: [order(1, '5.00')]})),
      http.post(`${API}/Payments`, () => apiError(409, 'Order is not payable', 'ConflictError')),
    );
    renderRoute('/payer/finland');
    fireEvent.click(await screen.findByRole('checkbox', {name: 'Select order 7001'}, {timeout: 10_000}));
    fireEvent.click(screen.getByRole('button', {name: 'Pay'}));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', {name: 'Pay'}));
    await waitFor(() => expect(screen.getAllByText('Order is not payable').length).toBeGreaterThan(0));
  });

  it('asks for no donations before a team is chosen', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/payer/donations/:team`, ({params}) => {
        asked.push(String(params.team));
        return HttpResponse.json({total: 0, orders: []});
      }),
    );
    renderRoute('/payer/donation');
    await screen.findByText('Choose a team', {}, {timeout: 10_000});
    expect(asked).toEqual([]);
  });
});
