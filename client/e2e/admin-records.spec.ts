import {MESSAGES} from '@karat/shared';
import {expect, test} from '@playwright/test';
import {AdminApi} from './api';
import {field, loginAs, notice, onScreen, unique} from './fixtures';

test('admin finds a client by name and phone and edits it', async ({page, request}) => {
  const api = await AdminApi.login(request);
  const lastName = unique('Kokeilu')
    .replace(/[^A-Za-z ]/g, '')
    .replace(/ /g, '-');
  await api.createClient({lastName, phone: '358409998877'});

  await loginAs(page, 'admin', '/admin/clients');
  await onScreen(page, 'Clients');
  await field(page, 'Name or phone').fill(`testi ${lastName.toLowerCase()}`);
  const row = page.getByRole('row').filter({hasText: lastName});
  await expect(row).toHaveCount(1);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await row.getByRole('link', {name: `Edit Testi ${lastName}`}).click();

  await onScreen(page, `Edit client Testi ${lastName}`);
  await expect(field(page, 'Birth year')).toHaveValue('1950');
  await field(page, 'City').fill('Tampere');
  await field(page, 'Zip').fill('33100');
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(notice(page, MESSAGES.saved)).toBeVisible();
  await onScreen(page, 'Clients');

  await field(page, 'Name or phone').fill(lastName);
  await expect(page.getByRole('row').filter({hasText: lastName})).toContainText('Tampere');
});

test('the client form applies the shared client rules', async ({page, request}) => {
  const api = await AdminApi.login(request);
  const client = await api.createClient();
  await loginAs(page, 'admin', `/admin/clients/${client.id}`);
  await onScreen(page, /^Edit client /);
  await field(page, 'Birth year').fill('1800');
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(page.getByText('Birth year must be between 1901 and 2099')).toBeVisible();
});

test('admin edits the greetings', async ({page}) => {
  const text = unique('Kiitos tilauksestanne');
  await loginAs(page, 'admin', '/admin/greetings');
  await onScreen(page, 'Greetings');
  await field(page, 'Finnish (fi)').fill(text);
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(notice(page, MESSAGES.saved)).toBeVisible();
  await page.reload();
  await onScreen(page, 'Greetings');
  await expect(field(page, 'Finnish (fi)')).toHaveValue(text);
});

test('the package code registry finds a registration by order number and links to the order', async ({page, request}) => {
  const api = await AdminApi.login(request);
  const order = await api.createOrder();
  const registered = await api.registerPackage(order.id);

  await loginAs(page, 'admin', '/admin/package-code-registry');
  await onScreen(page, 'Package code registry');
  await field(page, 'Order or package code').fill(String(order.orderNumber));
  const row = page.getByRole('row').filter({hasText: registered.barCode!});
  await expect(row).toContainText('Testi Asiakas');
  await row.getByRole('link', {name: String(order.orderNumber)}).click();
  await onScreen(page, `Edit order ${order.orderNumber}`);
});

test("customer service sees a client's orders", async ({page, request}) => {
  const api = await AdminApi.login(request);
  const order = await api.createOrder();

  await loginAs(page, 'customer', `/customer-service/client/${order.clientId}`);
  await onScreen(page, 'Client Testi Asiakas');
  const orders = page.getByRole('table', {name: 'Client orders'});
  await expect(orders.getByRole('row').filter({hasText: order.barCode!})).toContainText('Waiting packager');
  await orders.getByRole('link', {name: `Order ${order.orderNumber}`}).click();
  await onScreen(page, `Order ${order.orderNumber}`);
});
