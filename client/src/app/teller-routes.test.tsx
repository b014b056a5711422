import {fireEvent, screen, waitFor} from '@testing-library/react';
import {http, HttpResponse} from 'msw';
import {describe, expect, it, vi} from 'vitest';
import {tokenStore} from '@/lib/auth-token';
import {API, apiError, loadScreens, meHandler, renderRoute, startServer} from '@/test/route-harness';

// The teller's show page against the real screen and SDK, the API answered by MSW.
const order = (extra: object = {}) => ({
  id: 5,
  orderNumber: 105,
  country: 'finland',
  language: 'finnish',
  isValued: true,
  goldWeight: 10,
  products: [
    {key: 'a', name: 'Ring', category: 'gold', weight: 5, price: 80.1, inDeal: true},
    {key: 'b', name: 'Chain', category: 'gold', weight: 5, price: 60, inDeal: true},
  ],
  client: {id: 9, firstName: 'Matti', lastName: 'Meikäläinen', country: 'finland', phone: '358401234567', iban: null},
  ...extra,
});

describe('the teller show page', () => {
  const server = startServer(meHandler({teller: true}));
  loadScreens(() => import('@/features/teller/routes/TellerShowRoute'));

  it('offer follows the in-deal products until edited; the BBAN becomes the IBAN; preview and Approve send the form', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get(`${API}/teller/orders/5`, () => HttpResponse.json({order: order(), clientOrderCount: 3})),
      http.post(`${API}/Orders/5/teller`, async ({request}) => {
        sent.push({...((await request.json()) as object), key: Boolean(request.headers.get('Idempotency-Key'))});
        return HttpResponse.json({order: {...order(), isTellered: true}});
      }),
    );
    renderRoute('/teller/5');
    expect(await screen.findByText('This is the 3rd order of this client')).toBeTruthy();
    const offer = screen.getByLabelText('Offer (EUR, automatic)') as HTMLInputElement;
    expect(offer.value).toBe('140,10');
    fireEvent.click(screen.getByLabelText('In deal Chain'));
    expect(offer.value).toBe('80,10');

    fireEvent.click(screen.getByRole('button', {name: 'To preview'}));
    expect(await screen.findByText('Check offer accept or decline')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Offer accepted'));
    fireEvent.click(screen.getByRole('button', {name: 'To preview'}));
    expect(await screen.findByText('Invalid IBAN')).toBeTruthy();
    const bban = screen.getByLabelText('BBAN');
    // A typo is said as such, never turned into another account's IBAN.
    fireEvent.change(bban, {target: {value: '123456-786'}});
    fireEvent.blur(bban);
    expect(await screen.findByText('Invalid Finnish account number: its check digit does not match (typo?)')).toBeTruthy();
    expect((screen.getByLabelText('IBAN') as HTMLInputElement).value).toBe('');
    fireEvent.change(bban, {target: {value: '123456-785'}});
    fireEvent.blur(bban);
    expect((screen.getByLabelText('IBAN') as HTMLInputElement).value).toBe('FI2112345600000785');

    fireEvent.change(offer, {target: {value: '75,5'}});
    expect((screen.getByLabelText('Offer (EUR)') as HTMLInputElement).value).toBe('75,5');
    fireEvent.click(screen.getByLabelText('In deal Chain'));
    expect((screen.getByLabelText('Offer (EUR)') as HTMLInputElement).value).toBe('75,5');
    fireEvent.click(screen.getByRole('button', {name: 'To preview'}));
    expect(await screen.findByText('The customer will be paid: 75.50 euros')).toBeTruthy();
    // Before approving, the teller sees who is paid: the bank's name and the IBAN as banks print it.
    expect(screen.getByText('FI21 1234 5600 0007 85')).toBeTruthy();
    expect(screen.getByText('Nordea')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', {name: 'Approve'}));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      action: 'approve',
      offerAccepted: true,
      offer: 75.5,
      iban: 'FI2112345600000785',
      products: [
        {key: 'a', inDeal: true},
        {key: 'b', inDeal: true},
      ],
      key: true,
    });
  });

  it('an offer above 0.01 from the order starts manual; the server refusal shows', async () => {
    server.use(
      http.get(`${API}/teller/orders/5`, () => HttpResponse.json({order: order({offer: 99}), clientOrderCount: 1})),
      http.post(`${API}/Orders/5/teller`, () => apiError(409, 'Order is already approved by a teller', 'ConflictError')),
    );
    renderRoute('/teller/5');
    expect(((await screen.findByLabelText('Offer (EUR)')) as HTMLInputElement).value).toBe('99,00');
    expect(screen.queryByText('This is the 3rd order of this client')).toBeNull();
    fireEvent.click(screen.getByRole('button', {name: 'Did not answer'}));
    expect(await screen.findByText('Order is already approved by a teller')).toBeTruthy();
  });

  it("shows the valuation image and extra images, fetched with the member's token into blob: URLs; an older key as text", async () => {
    const asked: {file: string; authorization: string | null}[] = [];
    server.use(
      http.get(`${API}/teller/orders/5`, () =>
        HttpResponse.json({
          order: order({valuationImage: 'valuation-images/1-O5-valuationImage.png', extraImages: ['valuation-images/2-O5-extraImages.jpg', 'old/photo.jpg']}),
          clientOrderCount: 1,
        }),
      ),
      http.get(`${API}/valuation-images/:file`, ({params, request}) => {
        asked.push({file: String(params.file), authorization: request.headers.get('Authorization')});
        return new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {headers: {'Content-Type': 'image/png'}});
      }),
    );
    tokenStore.set('teller-token');
    const made: string[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      made.push(`blob:karat.test/${made.length + 1}`);
      return made[made.length - 1];
    });
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    try {
      const view = renderRoute('/teller/5');
      const image = (await screen.findByRole('img', {name: 'Valuation image'})) as HTMLImageElement;
      expect(image.src).toMatch(/^blob:karat\.test\//);
      expect(((await screen.findByRole('img', {name: 'Extra images 1'})) as HTMLImageElement).src).toMatch(/^blob:/);
      expect(screen.getByText('old/photo.jpg')).toBeTruthy();
      expect(asked.sort((a, b) => a.file.localeCompare(b.file))).toEqual([
        {file: '1-O5-valuationImage.png', authorization: 'Bearer teller-token'},
        {file: '2-O5-extraImages.jpg', authorization: 'Bearer teller-token'},
      ]);
      view.unmount();
      expect(revoked.mock.calls.map(([url]) => url).sort()).toEqual([...made].sort());
    } finally {
      created.mockRestore();
      revoked.mockRestore();
      tokenStore.clear();
    }
  });
});

describe('the arrival SMS page', () => {
  const server = startServer(meHandler({teller: true}));
  loadScreens(() => import('@/features/teller/routes/ArrivalSmsRoute'));

  it('asks first, sends every listed order a few at a time with its progress, and says of each whether it went', async () => {
    const listed = Array.from({length: 9}, (_, i) => ({
      id: 20 + i,
      orderNumber: 300 + i,
      country: 'finland',
      client: {id: 40 + i, firstName: 'Asiakas', lastName: `Numero${i}`, phone: `35840100000${i}`},
      arrivedSmsLog: [],
    }));
    let waiting = [...listed];
    const sentTo: number[] = [];
    let inFlight = 0;
    let mostAtOnce = 0;
    // The first answers wait until the test has seen how many were asked at once; then all go.
    let release: () => void = () => {};
    const gate = new Promise<void>(resolve => (release = resolve));
    server.use(
      http.get(`${API}/teller/sms/finnish`, () => HttpResponse.json({orders: waiting, total: waiting.length})),
      http.post(`${API}/SMs/send/arrived`, async ({request}) => {
        const {orderId} = (await request.json()) as {orderId: number};
        inFlight++;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        await gate;
        inFlight--;
        if (orderId === 23) return apiError(424, 'The SMS provider refused the message');
        sentTo.push(orderId);
        waiting = waiting.filter(order => order.id !== orderId);
        return HttpResponse.json({status: 'sent'});
      }),
    );
    renderRoute('/teller/sms/finnish');
    expect(await screen.findByText(/Numero8/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', {name: 'Send SMS'}));
    fireEvent.click(await screen.findByRole('button', {name: 'Send 9 SMS'}));
    expect(await screen.findByText('0 of 9 sent')).toBeTruthy();
    await waitFor(() => expect(inFlight).toBe(4));
    release();
    await screen.findByRole('button', {name: 'Send SMS'});
    expect(mostAtOnce).toBe(4);
    expect(sentTo.sort()).toEqual(listed.map(order => order.id).filter(id => id !== 23));
    expect(screen.queryByText(/of 9 sent/)).toBeNull();
    // Each client is still named with the result, though the list has moved on.
    const row = (orderNumber: number) => screen.getByRole('cell', {name: String(orderNumber)}).closest('tr')!;
    expect(row(300).textContent).toContain('sent');
    expect(row(303).textContent).toContain('failed: The SMS provider refused the message');
  });
});
