import {fireEvent, screen, waitFor} from '@testing-library/react';
import {http, HttpResponse} from 'msw';
import {describe, expect, it, vi} from 'vitest';
import {API, apiError, loadScreens, meHandler, renderRoute, startServer} from '@/test/route-harness';

// Send runs its steps in the spec's order. Printing (the documents and QZ Tray) is replaced by
// a recorder here, so the rest of the flow is tested through the real screen and SDK.
const calls: string[] = [];
vi.mock('@/lib/printing', () => ({
  printCarrierLabel: async (orderId: number) => {
    calls.push(`label ${orderId}`);
    return {via: 'qz', printer: 'Zebra'};
  },
  // The server picks the letter for a web order.
  printInvoice: async (orderId: number) => {
    calls.push(`invoice ${orderId}`);
    return orderId === 2
      ? {via: 'pdf-tab', url: 'blob:x', opened: true, reason: 'QZ Tray is not running on this computer: the PDF opened in a new tab'}
      : {via: 'qz', printer: 'A4'};
  },
}));

const order = (id: number, extra: object = {}) => ({
  id,
  orderNumber: 100 + id,
  barCode: `JJFI00000${id}`,
  language: 'finnish',
  address: 'Aurakatu 1',
  zip: '20100',
  city: 'Turku',
  country: 'finland',
  client: {id: 9, firstName: 'Matti', lastName: 'Meikäläinen', country: 'finland'},
  ...extra,
});

/** Send, once the address check has answered (until then the button waits). */
async function clickSend() {
  const send = await screen.findByRole('button', {name: 'Send'});
  await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
  fireEvent.click(send);
}

describe('the pack screen', () => {
  const server = startServer(meHandler({packager: true}));
  loadScreens(() => import('@/features/packager/routes/PackRoute'));

  it('Send prints the label, then the invoice (the server picks the letter for a web order), marks packaged, then shows the next order', async () => {
    calls.length = 0;
    const queue = [order(1), order(2, {isWebOrder: true})];
    server.use(
      http.get(`${API}/Orders/find-next-order/finnish`, () => {
        calls.push('next');
        return HttpResponse.json({order: queue[0] ?? null, isLast: queue.length <= 1});
      }),
      http.get(`${API}/Orders/:id/check-address-base64`, () => HttpResponse.json({isValid: true, problems: []})),
      http.post(`${API}/Orders/mark-as-packaged`, async ({request}) => {
        const {orderId} = (await request.json()) as {orderId: number};
        calls.push(`packaged ${orderId} key ${request.headers.get('Idempotency-Key') ? 'yes' : 'no'}`);
        queue.shift();
        return HttpResponse.json({id: orderId, isPackaged: true});
      }),
    );
    renderRoute('/packager/pack?language=finnish');
    expect(await screen.findByRole('heading', {name: 'Order 101'})).toBeTruthy();
    await clickSend();
    expect(await screen.findByRole('heading', {name: 'Order 102'})).toBeTruthy();
    await clickSend();
    expect(await screen.findByRole('heading', {name: 'No more orders'})).toBeTruthy();
    // Without QZ Tray the parcel's confirmation says where the document went.
    expect(screen.getByText('QZ Tray is not running on this computer: the PDF opened in a new tab')).toBeTruthy();
    // The queue's last parcel is confirmed too, above the visit's summary.
    expect(screen.getByRole('status').textContent).toMatch(
      /^Order 102 sent: label and letter printed, marked packaged at .* \(2 this visit\)QZ Tray is not running/,
    );
    expect(calls).toEqual(['next', 'label 1', 'invoice 1', 'packaged 1 key yes', 'next', 'label 2', 'invoice 2', 'packaged 2 key yes', 'next']);
  });

  it("shows the server's refusal of mark-as-packaged and stays on the order", async () => {
    calls.length = 0;
    server.use(
      http.get(`${API}/Orders/find-next-order/finnish`, () => HttpResponse.json({order: order(3), isLast: true})),
      http.get(`${API}/Orders/:id/check-address-base64`, () => HttpResponse.json({isValid: true, problems: []})),
      http.post(`${API}/Orders/mark-as-packaged`, () => apiError(409, 'Order is already packaged')),
    );
    renderRoute('/packager/pack?language=finnish');
    await clickSend();
    const progress = await screen.findByRole('region', {name: 'Send progress'});
    await waitFor(() => expect(progress.textContent).toContain('Order is already packaged'));
    expect(progress.textContent).toContain('Updating package information...');
    expect(screen.getByRole('heading', {name: 'Order 103'})).toBeTruthy();
  });

  it("an order that cannot be posted shows the disabled 'Invalid package number.'", async () => {
    server.use(
      http.get(`${API}/Orders/find-next-order/finnish`, () => HttpResponse.json({order: order(4), isLast: true})),
      http.get(`${API}/Orders/:id/check-address-base64`, () => HttpResponse.json({isValid: false, problems: ['Missing zip']})),
    );
    renderRoute('/packager/packager-system/finnish');
    expect((await screen.findByRole('button', {name: 'Invalid package number.'})).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', {name: 'Send'})).toBeNull();
  });

  it("a failed find-next-order says the spec's text", async () => {
    server.use(http.get(`${API}/Orders/find-next-order/swedish`, () => apiError(500, 'Internal Server Error')));
    renderRoute('/packager/pack?language=swedish');
    expect(await screen.findByText('There was an error fetching the order. Please try again or contact support if the problem persists.')).toBeTruthy();
  });
});
