import {MESSAGES} from '@karat/shared';
import {expect, test, type Page} from '@playwright/test';
import {AdminApi, uniqueBarCode} from './api';
import {field, loginAs, notice, onScreen} from './fixtures';

async function scan(page: Page, barCode: string) {
  await field(page, 'Bar Code').fill(barCode);
  await field(page, 'Bar Code').press('Enter');
}

test('customer service closes an order as boomerang and finds it among the cancelled orders', async ({page, request}) => {
  const api = await AdminApi.login(request);
  const order = await api.createOrder();

  await loginAs(page, 'customer', '/customer-service/order');
  await onScreen(page, 'Orders');
  await field(page, 'Search').fill(`barCode:${order.barCode}`);
  await field(page, 'Search').press('Enter');
  const row = page.getByRole('row').filter({hasText: order.barCode!});
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Testi Asiakas');
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await row.getByRole('link', {name: `Order ${order.orderNumber}`}).click();

  await onScreen(page, `Order ${order.orderNumber}`);
  await expect(page.getByRole('link', {name: 'Testi Asiakas'})).toBeVisible();
  await page.getByRole('link', {name: 'Close'}).click();

  await onScreen(page, `Close order ${order.orderNumber}`);
  await expect(page.getByRole('radio', {name: 'Phone'})).toBeChecked();
  await page.getByRole('button', {name: 'Nothing to send'}).click();
  await expect(field(page, 'Reason')).toHaveValue('Nothing to send');
  await page.getByRole('radio', {name: 'Boomerang'}).check();
  await expect(page.getByRole('checkbox', {name: 'Boomerang'})).toBeChecked();
  await page.getByRole('button', {name: 'Close order'}).click();

  await expect(notice(page, MESSAGES.saved)).toBeVisible();
  await onScreen(page, `Order ${order.orderNumber}`);
  await expect(page.getByRole('main').getByRole('button', {name: 'Close', exact: true})).toBeDisabled();
  expect(await api.order(order.id)).toMatchObject({closed: true, isBoomerang: true, closeMethod: 'boomerang'});

  await page.goto('/customer-service/closed');
  await onScreen(page, 'Cancelled orders');
  const closedRow = page.getByRole('row').filter({hasText: order.barCode!});
  await expect(closedRow).toContainText('Nothing to send');
  await expect(closedRow).toContainText('boomerang');
  // Newest close first: the order just closed leads the list.
  await expect(page.getByRole('table', {name: 'Cancelled orders'}).getByRole('row').nth(1)).toContainText(order.barCode!);
});

test('the close form needs a reason', async ({page, request}) => {
  const api = await AdminApi.login(request);
  const order = await api.createOrder();
  await loginAs(page, 'customer', `/customer-service/order/${order.id}/close`);
  await onScreen(page, `Close order ${order.orderNumber}`);
  await page.getByRole('button', {name: 'Close order'}).click();
  await expect(page.getByText('Reason is required')).toBeVisible();
  expect(await api.order(order.id)).toMatchObject({closed: false});
});

test('mass boomerang checks each bar code and marks all listed orders at once', async ({page, request}) => {
  const api = await AdminApi.login(request);
  const first = await api.createOrder();
  const second = await api.createOrder();
  const closed = await api.createOrder();
  await api.closeOrder(closed.id);

  await loginAs(page, 'customer', '/customer-service/mass-boomerang');
  await onScreen(page, 'Mass boomerang');
  const list = page.getByRole('list', {name: 'Bar codes'});

  await scan(page, first.barCode!);
  await expect(list.getByText(first.barCode!)).toBeVisible();
  await scan(page, first.barCode!);
  await expect(notice(page, MESSAGES.alreadyAdded)).toBeVisible();
  await scan(page, uniqueBarCode('NONE'));
  await expect(notice(page, MESSAGES.cannotFindOrder)).toBeVisible();
  await scan(page, closed.barCode!);
  await expect(notice(page, MESSAGES.alreadyClosed)).toBeVisible();
  await scan(page, second.barCode!);
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // A removed code can be scanned again.
  await page.getByRole('button', {name: `Remove ${second.barCode}`}).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await scan(page, second.barCode!);
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Asked once, showing what it will touch; no button has the focus.
  await page.getByRole('button', {name: 'Submit'}).click();
  const question = page.getByRole('dialog', {name: 'Mark as boomerang'});
  await expect(question.getByRole('table', {name: 'Orders this changes'}).getByRole('row')).toHaveCount(3);
  await expect(question).toContainText(String(first.orderNumber));
  await expect(question.getByRole('button', {name: 'Mark as boomerang'})).not.toBeFocused();
  await question.getByRole('button', {name: 'Mark as boomerang'}).click();
  await expect(notice(page, MESSAGES.complete)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(0);
  await expect(field(page, 'Bar Code')).toBeFocused();
  for (const order of [first, second]) {
    expect(await api.order(order.id)).toMatchObject({closed: true, isBoomerang: true});
  }
});

test("a paid order's Close is off and says why: the bursar completes it", async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const order = await admin.valuedOrder(4);
  await admin.approve(order, 100);
  await admin.pay([order]);
  await loginAs(page, 'customer', `/customer-service/order/${order.id}`);
  await expect(page.getByRole('button', {name: 'Close', exact: true})).toBeDisabled();
  await page.getByRole('button', {name: 'Close', exact: true}).locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText(MESSAGES.paidCannotClose);
});
