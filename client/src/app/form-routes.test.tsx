import {act, fireEvent, screen, waitFor, within} from '@testing-library/react';
import {MESSAGES} from '@karat/shared';
import {http, HttpResponse} from 'msw';
import {describe, expect, it} from 'vitest';
import {LEAVE_TITLE} from '@/components/UnsavedChangesGuard';
import {API, apiError, loadScreens, meHandler, renderRoute, startServer} from '@/test/route-harness';

const MATERIAL = {id: 5, name: 'Gold 585', price: 31.5, category: 'gold'};

/** The material page and the (empty) list behind it; PATCH bodies land in `saved`. */
function materialHandlers() {
  const saved: unknown[] = [];
  return {
    saved,
    handlers: [
      http.get(`${API}/Materials/5`, () => HttpResponse.json(MATERIAL)),
      http.patch(`${API}/Materials/5`, async ({request}) => {
        saved.push(await request.json());
        return new HttpResponse(null, {status: 204});
      }),
      http.get(`${API}/Materials`, () => HttpResponse.json([])),
      http.get(`${API}/Materials/count`, () => HttpResponse.json({count: 0})),
    ],
  };
}

const server = startServer(meHandler());
loadScreens(
  () => import('@/features/admin/routes/MaterialEditRoute'),
  () => import('@/features/admin/routes/MaterialsListRoute'),
  () => import('@/features/admin/routes/UserNewRoute'),
  () => import('@/features/admin/routes/OrderEditRoute'),
);
const notices = (kind: 'success' | 'error') => Array.from(document.querySelectorAll(`[data-notice="${kind}"]`)).map(n => n.textContent);

describe('an edit route (admin material)', () => {
  it('saves, says Saved! and goes back to the list', async () => {
    const {saved, handlers} = materialHandlers();
    server.use(...handlers);
    const {location} = renderRoute('/admin/materials/5');
    const price = await screen.findByLabelText(/^Price/);
    expect((price as HTMLInputElement).value).toBe('31.5');

    fireEvent.change(price, {target: {value: '32,25'}});
    fireEvent.click(screen.getByRole('button', {name: 'Save'}));
    await waitFor(() => expect(location().pathname).toBe('/admin/materials'));
    expect(saved).toEqual([{name: 'Gold 585', price: 32.25, category: 'gold'}]);
    expect(notices('success')).toEqual([MESSAGES.saved]);
    // The save's own navigation is not held by the unsaved-changes guard.
    expect(screen.queryByText(LEAVE_TITLE)).toBeNull();
  });

  it("shows the server's 4xx message and keeps the form as typed", async () => {
    server.use(
      http.post(`${API}/Members`, () => apiError(422, 'Username is already taken', 'UnprocessableEntityError')),
      http.get(`${API}/Members`, () => HttpResponse.json([])),
    );
    const {location} = renderRoute('/admin/users/new');
    fireEvent.change(await screen.findByLabelText(/^Name/), {target: {value: 'Duplicate'}});
    fireEvent.change(screen.getByLabelText(/^Username/), {target: {value: 'demo-admin'}});
    fireEvent.change(screen.getByLabelText(/^Password/), {target: {value: 'a-long-enough-passphrase'}});
    for (const [label, option] of [
      ['Preferred language', 'Finnish'],
      ['Preferred country', 'Finland'],
    ]) {
      fireEvent.mouseDown(screen.getByRole('combobox', {name: label}));
      fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', {name: option}));
    }
    fireEvent.click(screen.getByRole('button', {name: 'Save'}));

    await waitFor(() => expect(notices('error')).toEqual(['Username is already taken']));
    expect(location().pathname).toBe('/admin/users/new');
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('demo-admin');
  });

  it('asks before leaving a changed form; Stay keeps it, Leave goes', async () => {
    server.use(...materialHandlers().handlers);
    const {router, location} = renderRoute('/admin/materials/5');
    await screen.findByLabelText(/^Name/);

    // Unchanged: Cancel just goes.
    fireEvent.click(screen.getByRole('link', {name: 'Cancel'}));
    await waitFor(() => expect(location().pathname).toBe('/admin/materials'));
    await act(() => router.navigate('/admin/materials/5'));
    fireEvent.change(await screen.findByLabelText(/^Name/), {target: {value: 'Gold 750'}});

    fireEvent.click(screen.getByRole('link', {name: 'Cancel'}));
    const dialog = await screen.findByRole('dialog', {name: LEAVE_TITLE});
    // The safe answer has the focus: Enter (or a scanner) stays.
    expect(document.activeElement?.textContent).toBe('Stay');
    fireEvent.click(within(dialog).getByRole('button', {name: 'Stay'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location().pathname).toBe('/admin/materials/5');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Gold 750');

    // A reload or a closed tab asks the browser's question while the form is changed.
    const unload = new Event('beforeunload', {cancelable: true});
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('link', {name: 'Cancel'}));
    fireEvent.click(within(await screen.findByRole('dialog', {name: LEAVE_TITLE})).getByRole('button', {name: 'Leave'}));
    await waitFor(() => expect(location().pathname).toBe('/admin/materials'));
    // The router moves first; the form (and its beforeunload listener) goes when the list shows.
    await screen.findByRole('heading', {name: 'Materials'});
    const after = new Event('beforeunload', {cancelable: true});
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});

describe("the admin's order edit of an order without a welcome call (an old order)", () => {
  it('requires the welcome call date before it sends anything', async () => {
    const patched: unknown[] = [];
    const order = {
      id: 7,
      orderNumber: 1007,
      country: 'finland',
      language: 'finnish',
      welcomeCall: null,
      dueDate: '2030-01-10T10:00:00.000Z',
      isWebOrder: false,
    };
    server.use(
      http.get(`${API}/Orders/7`, () => HttpResponse.json(order)),
      http.get(`${API}/Orders/7/check-address-base64`, () => HttpResponse.json({isValid: true, problems: []})),
      http.get(`${API}/Orders/7/history`, () => HttpResponse.json({total: 0, entries: []})),
      http.patch(`${API}/Orders/7`, async ({request}) => {
        patched.push(await request.json());
        return new HttpResponse(null, {status: 204});
      }),
    );
    renderRoute('/admin/orders/7');
    await screen.findByText('Edit order 1007');
    fireEvent.click(screen.getByRole('button', {name: 'Save'}));
    expect(await screen.findByText('Welcome call is required')).toBeTruthy();
    expect(patched).toEqual([]);
  });
});
