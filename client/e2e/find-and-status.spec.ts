import {expect, test} from '@playwright/test';
import {AdminApi, type ApiOrder} from './api';
import {field, loginAs, notice, onScreen} from './fixtures';

const letters = (n: number) => Array.from({length: n}, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');
const digits = (n: number) => Array.from({length: n}, () => Math.floor(Math.random() * 10)).join('');

/** An open order of a new client with a name and phone no other order has. */
async function givenOrderOfNewClient(api: AdminApi) {
  const lastName = `Haku${letters(8)}`;
  const local = `40${digits(7)}`;
  const client = await api.createClient({firstName: 'Elsa', lastName, phone: `358${local}`});
  const order = await api.call<ApiOrder>('post', '/Orders', {
    clientId: client.id,
    country: 'finland',
    language: 'finnish',
    address: 'Aurakatu 1',
    zip: '20100',
    city: 'Turku',
    welcomeCall: new Date(Date.now() + 4 * 86_400_000).toISOString(),
    dueDate: new Date(Date.now() + 16 * 86_400_000).toISOString(),
  });
  return {order, lastName, nationalPhone: `0${local.slice(0, 2)} ${local.slice(2)}`};
}

// Ctrl-K from any screen finds an order by its client's name or phone and opens it.
test('the global search (Ctrl-K) finds an order by client name and by phone as typed, and opens it', async ({page, request}) => {
  const api = await AdminApi.login(request);
  const {order, lastName, nationalPhone} = await givenOrderOfNewClient(api);

  await loginAs(page, 'customer', '/customer-service/client');
  await expect(page.getByRole('button', {name: /Find order/})).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('dialog', {name: 'Find order'});
  await expect(box).toBeVisible();
  await box.getByLabel('Order number, bar code, client name or phone').fill(lastName.toLowerCase());
  const hits = box.getByRole('list', {name: 'Orders found'});
  await expect(hits.getByRole('button')).toHaveCount(1);
  await expect(hits).toContainText(`Order ${order.orderNumber} · Elsa ${lastName}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/customer-service/order/${order.id}$`));
  await expect(box).toBeHidden();

  // From another screen, by the phone written the national way with a space; a click opens it.
  await page.goto('/customer-service/closed');
  await page.getByRole('button', {name: /Find order/}).click();
  await box.getByLabel('Order number, bar code, client name or phone').fill(nationalPhone);
  await expect(hits.getByRole('button')).toHaveCount(1);
  await hits.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/customer-service/order/${order.id}$`));
});

// The admin's edit offers status commands with a reason instead of lifecycle boxes.
test('the admin closes and reopens an order with Close... and Reopen..., each with a reason, audited', async ({page, request}) => {
  const api = await AdminApi.login(request);
  const {order} = await givenOrderOfNewClient(api);

  await loginAs(page, 'admin', `/admin/orders/${order.id}`);
  await onScreen(page, `Edit order ${order.orderNumber}`);
  await expect(page.getByRole('checkbox', {name: 'Closed'})).toHaveCount(0);
  await expect(page.getByRole('checkbox', {name: 'Received'})).toHaveCount(0);

  await page.getByRole('button', {name: 'Close...'}).click();
  const closing = page.getByRole('dialog', {name: 'Close order'});
  await expect(closing).toContainText(`Order ${order.orderNumber}, Elsa`);
  await closing.getByRole('button', {name: 'Close order'}).click();
  await expect(closing.getByText('Reason is required')).toBeVisible();
  await field(page, 'Reason').fill('Nothing to send');
  await closing.getByRole('button', {name: 'Close order'}).click();
  await expect(notice(page, 'Order closed')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Reopen...'})).toBeVisible();
  expect(await api.order(order.id)).toMatchObject({closed: true, closeReason: 'Nothing to send', closeMethod: 'phone'});

  await page.getByRole('button', {name: 'Reopen...'}).click();
  const reopening = page.getByRole('dialog', {name: 'Reopen order'});
  await expect(reopening).toContainText('Closed because: Nothing to send');
  await field(page, 'Reason').fill('Client called back');
  await reopening.getByRole('button', {name: 'Reopen order'}).click();
  await expect(notice(page, 'Order reopened')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Close...'})).toBeVisible();
  expect(await api.order(order.id)).toMatchObject({closed: false, closeReason: null});

  const entries = await api.call<{action: string; reason: string | null}[]>(
    'get',
    `/AuditEntries?filter=${encodeURIComponent(JSON.stringify({where: {model: 'Order', modelId: String(order.id)}, order: ['id ASC']}))}`,
  );
  // The order's own commands (the carrier registration, the system's, has its line too).
  expect(entries.filter(entry => entry.action === 'close' || entry.action === 'reopen').map(entry => [entry.action, entry.reason])).toEqual([
    ['close', 'Nothing to send'],
    ['reopen', 'Client called back'],
  ]);
});
