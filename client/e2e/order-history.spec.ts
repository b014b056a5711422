import {expect, test} from '@playwright/test';
import {AdminApi} from './api';
import {DEMO_PASSWORD, login, onScreen} from './fixtures';

// The order show page has a history tab from the audit trail, each line a sentence.

test('customer service reads what happened to an order, by whom and when, as sentences on its history tab', async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const client = await admin.createClient();
  const order = await admin.call<{id: number; orderNumber: number}>('post', '/Orders', {
    clientId: client.id,
    country: 'finland',
    language: 'finnish',
    team: 'turku',
    welcomeCall: new Date(Date.now() + 4 * 86_400_000).toISOString(),
    dueDate: new Date(Date.now() + 16 * 86_400_000).toISOString(),
  });
  await admin.updateOrder(order.id, {address: 'Linnankatu 5'});
  // The background job registers the new order with the carrier: a line of its own, by the system.
  await expect.poll(async () => ((await admin.order(order.id)) as {isShipmentRegistered?: boolean}).isShipmentRegistered, {timeout: 20_000}).toBe(true);

  await login(page, 'demo-customer', DEMO_PASSWORD, `/customer-service/order/${order.id}`);
  await onScreen(page, `Order ${order.orderNumber}`);
  await page.getByRole('tab', {name: 'History'}).click();
  await expect(page).toHaveURL(/\?tab=history$/);
  const history = page.getByRole('table', {name: 'History'});
  await expect(history.getByText(/^address: .* → Linnankatu 5$/)).toBeVisible();
  await expect(history.getByRole('cell', {name: /^Created the order by \S/})).toBeVisible();
  await expect(history.getByRole('cell', {name: /^Registered with Local carrier: bar code JJFI\d{16} by the system$/})).toBeVisible();
  // The tab is kept on a reload.
  await page.reload();
  await expect(page.getByRole('tab', {name: 'History'})).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', {name: 'Details'}).click();
  await expect(page.getByText('Reference number')).toBeVisible();
});
