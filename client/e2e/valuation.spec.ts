import {expect, test} from '@playwright/test';
import {AdminApi} from './api';
import {field, loginAs, notice, onScreen} from './fixtures';

// Issue 16 items 1, 2: the valuer scans a received order, values a gold product and saves; the
// prompt's refusals come with the spec's texts.

test('a valuer scans a received order, values a gold product and saves it', async ({page, request}) => {
  const admin = await AdminApi.login(request);
  // Received orders are what valuation takes (the admin's create may set the state).
  const order = await admin.createOrder({isReceived: true, receivedDate: new Date().toISOString()});
  const materials = await admin.call<{id: number; name: string; category: string | null}[]>('get', '/Materials');
  const gold = materials.find(m => m.category === 'gold')!;

  await loginAs(page, 'valuation');
  await page.goto('/valuation/valuate');
  await expect(page.getByRole('table', {name: 'Valuation counters'})).toBeVisible();
  await field(page, 'Bar Code').fill('NO-SUCH-CODE-1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({hasText: 'Cannot find order'})).toBeVisible();

  await field(page, 'Bar Code').fill(order.barCode!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/valuation/valuate/${order.id}$`));
  await onScreen(page, `Valuation of order ${order.orderNumber}`);
  await page.getByRole('button', {name: 'Next'}).click();

  await field(page, 'Material weight (g)').fill('12,5');
  await field(page, 'Package weight (g)').fill('40');
  await page.getByRole('button', {name: 'Add product'}).click();
  await field(page, 'Name 1').fill('Ring');
  await page.getByRole('combobox', {name: 'Density 1'}).click();
  await page.getByRole('option', {name: gold.name, exact: true}).click();
  await field(page, 'Weight 1').fill('10');
  await field(page, 'Valuation image').fill('ring.jpg');
  await page.getByRole('button', {name: 'Preview'}).click();
  await expect(page.getByRole('table', {name: 'Products to save'})).toContainText('Ring');
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(notice(page, 'Saved!')).toBeVisible();

  const valued = await admin.call<Record<string, unknown>>('get', `/Orders/${order.id}`);
  expect(valued).toMatchObject({isValued: true, materialWeight: 12.5, goldWeight: 10});

  // A second scan of the same order: 'Order is already valuated'.
  await page.goto('/valuation/valuate');
  await field(page, 'Bar Code').fill(order.barCode!);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({hasText: 'Order is already valuated'})).toBeVisible();
});
