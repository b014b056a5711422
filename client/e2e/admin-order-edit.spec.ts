import {MESSAGES} from '@karat/shared';
import {expect, test} from '@playwright/test';
import {AdminApi} from './api';
import {field, loginAs, notice, onScreen} from './fixtures';

test('admin edits an order, sees its address check and registers a package', async ({page, request}) => {
  const api = await AdminApi.login(request);
  const order = await api.createOrder();

  await loginAs(page, 'admin', `/admin/orders/${order.id}`);
  await onScreen(page, `Edit order ${order.orderNumber}`);
  await expect(page.getByText('Address check: OK!')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Testi Asiakas'})).toHaveAttribute('href', /^\/admin\/clients\/\d+$/);
  await expect(page.getByText(`Bar code: ${order.barCode}`)).toBeVisible();

  // An existing bar code changes only after the confirmation.
  await page.getByRole('button', {name: 'Register package'}).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText("Are you sure you want to change order's bar code?");
  await dialog.getByRole('button', {name: 'Change bar code'}).click();
  await expect(notice(page, 'Package registered')).toBeVisible();
  // Reloaded: the new bar code shows on the page and in the form.
  await expect(page.getByText(`Bar code: ${order.barCode}`)).toBeHidden();
  const registered = await api.order(order.id);
  expect(registered.barCode).not.toBe(order.barCode);
  await expect(page.getByText(`Bar code: ${registered.barCode}`)).toBeVisible();
  await expect(field(page, 'Bar code')).toHaveValue(registered.barCode!);

  // A zip that does not fit the country is refused by the server; nothing is written.
  await field(page, 'Zip').fill('ABC');
  await field(page, 'General message').fill('Checked by e2e');
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(notice(page, 'Zip ABC does not fit Finland')).toBeVisible();
  expect(await api.order(order.id)).toMatchObject({barCode: registered.barCode, zip: '20100', generalMessage: null});
  await field(page, 'Zip').fill('20500');
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(notice(page, MESSAGES.orderSaved)).toBeVisible();
  expect(await api.order(order.id)).toMatchObject({zip: '20500', generalMessage: 'Checked by e2e'});
});

test('an order whose zip does not fit its country fails the address check', async ({page, request}) => {
  const api = await AdminApi.login(request);
  const order = await api.createOrder({zip: 'ABC'});
  await loginAs(page, 'admin', `/admin/orders/${order.id}`);
  await expect(page.getByText('Address check: FAIL!')).toBeVisible();
  await expect(page.getByText('Invalid postal code for finland')).toBeVisible();
});

test("a save over someone else's newer change is refused, not silently written", async ({page, request}) => {
  const api = await AdminApi.login(request);
  const order = await api.createOrder();
  await loginAs(page, 'admin', `/admin/orders/${order.id}`);
  await onScreen(page, `Edit order ${order.orderNumber}`);
  // A colleague saves the order while this form is open.
  await api.updateOrder(order.id, {city: 'Raisio'});
  await field(page, 'General message').fill('My stale edit');
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(notice(page, 'The record was changed by someone else meanwhile')).toBeVisible();
  expect(await api.order(order.id)).toMatchObject({city: 'Raisio', generalMessage: null});
});
