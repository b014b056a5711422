import {fireEvent, screen, waitFor} from '@testing-library/react';
import {http, HttpResponse} from 'msw';
import {describe, expect, it} from 'vitest';
import {API, apiError, loadScreens, meHandler, renderRoute, startServer} from '@/test/route-harness';

// The bursar's scan prompt and order page against the real screens and SDK, the API answered by MSW.
const order = (extra: object = {}) => ({
  id: 7,
  orderNumber: 107,
  barCode: 'JJFI7',
  country: 'finland',
  isTellered: true,
  isPaid: true,
  offerAccepted: true,
  offer: 135,
  products: [
    {key: 'a', name: 'Ring', weight: 5, price: 125, inDeal: true},
    {key: 'b', name: 'Chain', weight: 5, price: 10, inDeal: true},
  ],
  client: {id: 9, firstName: 'Matti', lastName: 'Meikäläinen'},
  ...extra,
});

describe('the bursar screens', () => {
  const server = startServer(meHandler({bursar: true}));
  loadScreens(
    () => import('@/features/bursar/routes/BursarScanRoute'),
    () => import('@/features/bursar/routes/BursarOrderRoute'),
  );

  it("another country in the address says 'Unknown country'", async () => {
    renderRoute('/bursar/norway/barcode');
    expect(await screen.findByText('Unknown country')).toBeTruthy();
    expect(screen.queryByLabelText(/bar code/i)).toBeNull();
  });

  it("the scan shows the server's refusal, then opens the order it finds", async () => {
    const scans: unknown[] = [];
    server.use(
      http.post(`${API}/bursar/finland/scan`, async ({request}) => {
        const body = (await request.json()) as {barCode: string};
        scans.push(body);
        return body.barCode === 'JJFI7' ? HttpResponse.json({orderId: 7, orderNumber: 107}) : apiError(409, 'Order is not paid', 'ConflictError');
      }),
      http.get(`${API}/bursar/orders/7`, () => HttpResponse.json(order())),
    );
    renderRoute('/bursar/finland/barcode');
    const field = await screen.findByRole('textbox');
    fireEvent.change(field, {target: {value: 'unpaid'}});
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByText('Order is not paid')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, {target: {value: 'jjfi7'}});
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByText('Order 107')).toBeTruthy();
    expect(scans).toEqual([{barCode: 'UNPAID'}, {barCode: 'JJFI7'}]);
  });

  it("a product out of the deal needs 'I made return', then the returns prompt, then the completion", async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get(`${API}/bursar/orders/7`, () => HttpResponse.json(order({products: [{key: 'a', name: 'Ring', inDeal: false}]}))),
      http.post(`${API}/Orders/7/bursar`, async ({request}) => {
        sent.push({...((await request.json()) as object), key: Boolean(request.headers.get('Idempotency-Key'))});
        return HttpResponse.json({...order(), isComplete: true});
      }),
    );
    renderRoute('/bursar/finland/7');
    fireEvent.change(await screen.findByLabelText('Bursar comment'), {target: {value: 'Ring sent back'}});
    fireEvent.click(screen.getByRole('button', {name: 'Complete'}));
    expect(await screen.findByText('You should make return')).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.click(screen.getByLabelText('I made return'));
    fireEvent.click(screen.getByRole('button', {name: 'Complete'}));
    expect(await screen.findByText('Please make sure you have made returns correctly!')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', {name: 'Complete'}).at(-1)!);
    await waitFor(() => expect(sent).toEqual([{bursarComment: 'Ring sent back', isBursarReturnMade: true, key: true}]));
  });

  it('nothing returned and the offer accepted: completes without the prompt', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${API}/bursar/orders/7`, () => HttpResponse.json(order())),
      http.post(`${API}/Orders/7/bursar`, async ({request}) => {
        sent.push(await request.json());
        return HttpResponse.json({...order(), isComplete: true});
      }),
    );
    renderRoute('/bursar/finland/7');
    fireEvent.click(await screen.findByRole('button', {name: 'Complete'}));
    await waitFor(() => expect(sent).toEqual([{bursarComment: '', isBursarReturnMade: false}]));
    expect(screen.queryByText('Please make sure you have made returns correctly!')).toBeNull();
  });

  it("an order of another country shows the scan's text and cannot be completed", async () => {
    server.use(http.get(`${API}/bursar/orders/7`, () => HttpResponse.json(order({country: 'sweden'}))));
    renderRoute('/bursar/finland/7');
    expect(await screen.findByText("Order's country is: sweden.")).toBeTruthy();
    expect((screen.getByRole('button', {name: 'Complete'}) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a completed order says when and by whom on the business clock, its dates too, and is not completed again', async () => {
    server.use(
      http.get(`${API}/bursar/orders/7`, () =>
        HttpResponse.json(
          order({isComplete: true, bursarHandleDate: '2026-11-25T08:05:00.000Z', bursar: {id: 3, name: 'Bea Bursar'}, tellerDate: '2026-11-20T10:00:00.000Z'}),
        ),
      ),
    );
    renderRoute('/bursar/finland/7');
    // 08:05 UTC is 10:05 in Helsinki.
    expect((await screen.findByText(/^Completed/)).textContent).toMatch(/^Completed 25\.11\.2026 10:05 \(.*\) by Bea Bursar$/);
    expect(screen.getByText('Tellered:').parentElement!.textContent).toMatch(/^Tellered: 20\.11\.2026 12:00 \(/);
    expect((screen.getByRole('button', {name: 'Complete'}) as HTMLButtonElement).disabled).toBe(true);
  });
});
