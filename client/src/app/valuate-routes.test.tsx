import {fireEvent, screen, waitFor, within} from '@testing-library/react';
import {http, HttpResponse} from 'msw';
import {describe, expect, it, vi} from 'vitest';
import {API, apiError, loadScreens, meHandler, renderRoute, startServer} from '@/test/route-harness';

// The valuate page against the real screen and SDK, the API answered by MSW; the printer is a stub
// that answers as without QZ Tray (the label waits behind a link).
const printValuationLabel = vi.hoisted(() => vi.fn());
vi.mock('@/lib/printing', () => ({printValuationLabel}));

const MATERIALS = [
  {id: 1, name: 'Gold 585', price: 30.5, category: 'gold'},
  {id: 2, name: 'Silver 158', price: 0.1, category: 'silver'},
  {id: 3, name: 'Silver 925', price: 0.4, category: 'silver'},
];
const order = (extra: object = {}) => ({
  id: 7,
  orderNumber: 107,
  barCode: 'JJFI107',
  country: 'finland',
  isReceived: true,
  client: {id: 9, firstName: 'Matti', lastName: 'Meikäläinen'},
  ...extra,
});
/** Valued once and returned by the teller: the previous valuation comes with the order. */
const returned = () =>
  order({
    isValued: true,
    returnToValuation: true,
    materialWeight: 40,
    packageWeight: 55.5,
    valuationImage: 'valuation-images/1-O7-valuationImage.png',
    extraImages: [],
    tellerMessageFromValuation: 'Ring with stone',
    products: [
      {key: 'a', name: 'Ring', category: 'gold', density: 1, densityName: 'Gold 585', weight: 12.345, factor: 30.5, price: 376.52, inDeal: true},
      {key: 'b', name: 'Spoon', category: 'silver', density: 3, densityName: 'Silver 925', weight: 20, factor: 0.4, price: 8, inDeal: false},
    ],
  });

const input = (label: string) => screen.getByLabelText(label, {exact: false}) as HTMLInputElement;

describe('the valuate page', () => {
  const server = startServer(
    meHandler({valuation: true}),
    http.get(`${API}/Materials`, () => HttpResponse.json(MATERIALS)),
    http.get(`${API}/valuation/counts`, () => HttpResponse.json({waitingValuation: 1, waitingRevaluation: 0, valuedToday: 0, mineToday: 0})),
    http.get(`${API}/valuation-images/*`, () => new HttpResponse(null, {status: 404})),
    http.get(`${API}/valuation/images`, () => new HttpResponse(null, {status: 404})),
  );
  loadScreens(
    () => import('@/features/valuation/routes/ValuateRoute'),
    () => import('@/features/valuation/routes/ValuatePromptRoute'),
  );

  it("a re-valuation starts from the previous valuation, says what changed, and its save shows 'Saved!' only", async () => {
    let saved: Record<string, unknown> | undefined;
    server.use(
      // Once saved, the order is valued: asking for it again is refused, as the server does.
      http.get(`${API}/valuation/orders/7`, () => (saved ? apiError(409, 'Order is already valuated') : HttpResponse.json(returned()))),
      http.post(`${API}/Orders/7/valuation`, async ({request}) => {
        saved = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({...returned(), returnToValuation: false});
      }),
    );
    const view = renderRoute('/valuation/valuate/7');
    fireEvent.click(await screen.findByRole('button', {name: 'Next'}));
    expect(input('Material weight (g)').value).toBe('40');
    expect(input('Package weight (g)').value).toBe('55.5');
    expect(input('Weight 1').value).toBe('12.345');
    expect(input('Density 2').value).toBe('Silver 925');
    expect(input('In deal 1').checked).toBe(true);
    expect(input('In deal 2').checked).toBe(false);
    expect(screen.getByLabelText('Changes').textContent).toContain('No changes to the previous valuation yet.');
    // No label for a re-valuation.
    expect(printValuationLabel).not.toHaveBeenCalled();

    fireEvent.change(input('Weight 1'), {target: {value: '12'}});
    fireEvent.click(input('In deal 2'));
    expect(screen.getByLabelText('Changes').textContent).toBe('Changed: Ring: weight 12.345 -> 12, price 376.52 -> 366; Spoon: now in the deal');
    expect(screen.getAllByRole('row').filter(row => row.dataset.changed).length).toBe(2);

    fireEvent.click(screen.getByRole('button', {name: 'Preview'}));
    fireEvent.click(await screen.findByRole('button', {name: 'Save'}));
    await waitFor(() => expect(view.location().pathname).toBe('/valuation/valuate'));
    expect(saved).toMatchObject({materialWeight: 40, price: 374, valuationImage: 'valuation-images/1-O7-valuationImage.png'});
    expect((saved!.products as {weight: number; inDeal: boolean}[]).map(p => [p.weight, p.inDeal])).toEqual([
      [12, true],
      [20, true],
    ]);
    expect(await screen.findByText('Saved!')).toBeTruthy();
    await screen.findByRole('table', {name: 'Valuation counters'});
    await new Promise(resolve => setTimeout(resolve, 100));
    expect(screen.queryByText(/Order is already valuated/)).toBeNull();
  });

  it('asks on every way out while something is typed: Stay keeps the values, Leave goes where it was asked; a saved-less Back too', async () => {
    printValuationLabel.mockResolvedValue({via: 'pdf-tab', url: 'blob:label', opened: false, reason: 'QZ Tray is not running on this computer'});
    server.use(http.get(`${API}/valuation/orders/7`, () => HttpResponse.json(order())));
    // From the bar-code prompt, so the browser's Back has somewhere to go.
    const view = renderRoute('/valuation/valuate');
    await screen.findByRole('table', {name: 'Valuation counters'});
    void view.router.navigate('/valuation/valuate/7');
    fireEvent.click(await screen.findByRole('button', {name: 'Next'}));
    // Without QZ Tray the label waits behind a link: nothing opens by itself.
    expect((await screen.findByRole('link', {name: 'Print label'})).getAttribute('href')).toBe('blob:label');
    fireEvent.change(input('Material weight (g)'), {target: {value: '12,5'}});

    for (const way of [() => view.router.navigate('/valuation/stats'), () => view.router.navigate('/logout'), () => view.router.navigate(-1)]) {
      void way();
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', {name: 'Stay'}));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(view.location().pathname).toBe('/valuation/valuate/7');
      expect(input('Material weight (g)').value).toBe('12,5');
    }
    void view.router.navigate('/valuation/stats');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', {name: 'Leave'}));
    await waitFor(() => expect(view.location().pathname).toBe('/valuation/stats'));
  });

  it("starts a new line with gold, finds materials from the fineness's start, and shows no 'Error' untouched", async () => {
    printValuationLabel.mockResolvedValue({via: 'qz', printer: 'Zebra'});
    server.use(http.get(`${API}/valuation/orders/7`, () => HttpResponse.json(order())));
    renderRoute('/valuation/valuate/7');
    fireEvent.click(await screen.findByRole('button', {name: 'Next'}));
    expect(screen.queryByText(/Error/)).toBeNull();
    expect(input('No-value weight (g)').value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', {name: 'Add product'}));
    expect(input('Density 1').value).toBe('Gold 585');
    expect(screen.queryByText(/Error/)).toBeNull();

    const density = input('Density 1');
    density.focus();
    fireEvent.mouseDown(density);
    fireEvent.change(density, {target: {value: '58'}});
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map(o => o.textContent),
      ).toEqual(['Gold 585', 'Silver 158']),
    );
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map(o => o.textContent)).toEqual(['Gold 585', 'Silver 158']);
    fireEvent.keyDown(density, {key: 'ArrowDown'});
    fireEvent.keyDown(density, {key: 'Enter'});
    expect(input('Density 1').value).toBe('Silver 158');
  });
});
