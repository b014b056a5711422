import {expect, test} from '@playwright/test';
import {AdminApi} from './api';
import {login, onScreen} from './fixtures';

// The order show page has a history tab from the audit trail.

test('customer service reads who changed an order, what and when, on its history tab', async ({page, request}) => {
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

  await login(page, 'demo-customer');
  await page.goto(`/customer-service/order/${order.id}`);
  await onScreen(page, `Order ${order.orderNumber}`);
  await page.getByRole('tab', {name: 'History'}).click();
  await expect(page).toHaveURL(/\?tab=history$/);
  const history = page.getByRole('table', {name: 'History'});
  await expect(history.getByText(/^address: .* → Linnankatu 5$/)).toBeVisible();
  await expect(history.getByRole('cell', {name: 'Created', exact: true})).toBeVisible();
  // The tab is kept on a reload.
  await page.reload();
  await expect(page.getByRole('tab', {name: 'History'})).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', {name: 'Details'}).click();
  await expect(page.getByText('Reference number')).toBeVisible();
});
