import {fireEvent, screen, waitFor, within} from '@testing-library/react';
import {http, HttpResponse} from 'msw';
import {describe, expect, it, vi} from 'vitest';
import {API, apiError, loadScreens, meHandler, renderRoute, startServer} from '@/test/route-harness';

const saved: string[] = [];
vi.mock('@/lib/download', () => ({saveBlob: (_blob: Blob, name: string) => saved.push(name)}));

// The payer's list, the selection's total, the question before paying, one
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
  // What the approval froze, and what a batch pays.
  payee: {name: `Eeva Maksettava${n}`, iban: 'FI2112345600000785', bankName: 'Nordea', offer, sekOffer: offer, gbpOffer: offer, isDonation: false},
});

const settings = (message: string | null) =>
  http.get(`${API}/payer/settings`, () => HttpResponse.json({demoAccounts: Boolean(message), demoCountries: [], refused: false, ukFees: 'company', message}));
const server = startServer(meHandler({payer: true}), settings(null));
loadScreens(
  () => import('@/features/payer/routes/PayerCountryRoute'),
  () => import('@/features/payer/routes/DonationRoute'),
  () => import('@/features/payer/routes/PaymentFilesRoute'),
  () => import('@/features/payer/routes/PaymentFileRoute'),
);

describe('the payer list', () => {
  it('pays the approved payee: its name, account and bank; flags bank details changed since approval; warns of demo accounts', async () => {
    const changed = {
      ...order(2, '2.00'),
      bankDetailsChangedAt: '2026-11-24T10:00:00.000Z',
      client: {id: 102, firstName: 'Mallory', lastName: 'Other', iban: 'FI1410093000123458'},
    };
    server.use(
      http.get(`${API}/payer/orders/finland`, () => HttpResponse.json({total: 2, orders: [order(1, '1.00'), changed]})),
      settings('Payment files are made from DEMO bank accounts'),
    );
    renderRoute('/payer/finland');
    await screen.findByText('Eeva Maksettava2');
    expect(screen.queryByText('Mallory Other')).toBeNull();
    expect(screen.getAllByText('FI21 1234 5600 0007 85')).toHaveLength(2);
    expect(screen.getAllByText('Nordea')).toHaveLength(2);
    expect(screen.getAllByText('Bank details changed since approval')).toHaveLength(1);
    expect(await screen.findByText('Payment files are made from DEMO bank accounts')).toBeTruthy();
  });

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
    await screen.findByText('Eeva Maksettava1');
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
    expect(await screen.findByText(/^The first 2 of 1,500 payable orders are listed/)).toBeTruthy();
    server.use(http.get(`${API}/payer/orders/uk`, () => HttpResponse.json({total: 2, orders: [order(1, '5.00'), order(2, '6.00')]})));
    renderRoute('/payer/uk');
    await screen.findAllByText('Eeva Maksettava1');
    await waitFor(() => expect(screen.queryAllByText(/payable orders are listed/)).toHaveLength(1));
  });

  it("shows the server's refusal (an order paid meanwhile)", async () => {
    server.use(
      http.get(`${API}/payer/orders/finland`, () => HttpResponse.json({total: 1, orders: [order(1, '5.00')]})),
      http.post(`${API}/Payments`, () => apiError(409, 'Order is not payable', 'ConflictError')),
    );
    renderRoute('/payer/finland');
    fireEvent.click(await screen.findByRole('checkbox', {name: 'Select order 7001'}));
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
    await screen.findByText('Choose a team');
    expect(asked).toEqual([]);
  });
});

describe('the payment files', () => {
  const file = {
    id: 9,
    name: 'payment-finland-2026-11-25T8-05.xml',
    total: 3,
    orderCount: 1,
    country: 'finland',
    isDonation: false,
    createdAt: '2026-11-25T08:05:00.000Z',
  };
  it("shows each file's state; a second download asks first, saying when and by whom, and only then downloads again", async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/payer/files`, () =>
        HttpResponse.json({
          total: 2,
          files: [
            {...file, firstDownloadedAt: '2026-11-25T09:00:00.000Z', firstDownloadedBy: 4},
            {...file, id: 8, name: 'payment-sweden.xml', sentAt: '2026-11-25T09:30:00.000Z', firstDownloadedAt: '2026-11-25T09:00:00.000Z'},
          ],
        }),
      ),
      http.get(`${API}/payer/files/:id/download`, ({request}) => {
        asked.push(new URL(request.url).search);
        if (!new URL(request.url).searchParams.get('again'))
          return apiError(
            409,
            'This file was already downloaded on 25.11.2026 11:00 by Paula Payer: a bank pays a file each time it is uploaded. Download it again?',
            'ConflictError',
            'ALREADY_DOWNLOADED',
          );
        return new HttpResponse('<xml/>', {headers: {'Content-Type': 'application/xml'}});
      }),
    );
    renderRoute('/payer/files');
    await screen.findByText('payment-finland-2026-11-25T8-05.xml');
    expect(screen.getByText('Downloaded')).toBeTruthy();
    expect(screen.getByText('Sent to bank')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', {name: 'Download'})[0]);
    const dialog = await screen.findByRole('dialog', {name: 'Download this file again?'});
    expect(within(dialog).getByText(/already downloaded on 25.11.2026 11:00 by Paula Payer/)).toBeTruthy();
    expect(saved).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', {name: 'Download again'}));
    await waitFor(() => expect(saved).toEqual(['payment-finland-2026-11-25T8-05.xml']));
    expect(asked).toEqual(['', '?again=true']);
  });
});

describe('a payment file', () => {
  it('lists its orders and returns with their dates on the business clock, and registers a returned payment', async () => {
    const registered: unknown[] = [];
    server.use(
      http.get(`${API}/payer/files/9`, () =>
        HttpResponse.json({
          file: {id: 9, name: 'payment-finland.xml', total: 3, orderCount: 2, country: 'finland', isDonation: false, createdAt: '2026-11-25T08:05:00.000Z'},
          orders: [
            {...order(1, '1.00'), payed: '2026-11-25T08:05:00.000Z'},
            {...order(2, '2.00'), payed: '2026-11-25T08:05:00.000Z'},
          ],
          returns: [{id: 4, orderId: 2, paymentXmlId: 9, reason: 'Account closed', registeredAt: '2026-11-26T12:30:00.000Z', repaidPaymentXmlId: null}],
        }),
      ),
      http.post(`${API}/payer/returns`, async ({request}) => {
        registered.push(await request.json());
        return HttpResponse.json({order: {id: 1}, returnedFrom: 9});
      }),
    );
    renderRoute('/payer/files/9');
    const orders = await screen.findByRole('table', {name: 'Orders of the payment file'});
    // 08:05 UTC is 10:05 in Helsinki.
    expect(within(orders).getAllByText(/^25\.11\.2026 10:05 \(/)).toHaveLength(2);
    const returns = screen.getByRole('table', {name: 'Returned payments'});
    expect(within(returns).getByText(/^26\.11\.2026 14:30 \(/)).toBeTruthy();
    expect(within(returns).getByText('Waiting for a new approval')).toBeTruthy();

    fireEvent.click(within(orders).getAllByRole('button', {name: 'Payment returned...'})[0]);
    const dialog = await screen.findByRole('dialog', {name: 'Order 7001: the bank returned the payment'});
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {target: {value: 'Wrong name'}});
    fireEvent.click(within(dialog).getByRole('button', {name: 'Payment returned'}));
    await waitFor(() => expect(registered).toEqual([{orderId: 1, reason: 'Wrong name'}]));
  });
});
