import {expect, test, type Page} from '@playwright/test';
import {AdminApi, type ApiOrder} from './api';
import {field, loginAs, onScreen, uniqueLetters, openInApp} from './fixtures';

// Every desk finds an order by its client's name, number or phone, and opens it from the row by a
// click or by Enter; Ctrl-K opens the order on the desk's own page.

/** A new order's client under a surname and phone no other order has. */
async function named(admin: AdminApi, order: ApiOrder) {
  const surname = uniqueLetters('Etsi');
  const phone = `+358 40 ${String(Date.now()).slice(-7)}`;
  await admin.call('patch', `/Clients/${order.clientId}`, {lastName: surname, phone});
  return {surname, phone};
}

async function search(page: Page, text: string) {
  await field(page, 'Search').fill(text);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=`));
}

/** The table's one row of the order, after a search that found only it. */
async function onlyRow(page: Page, table: string, order: ApiOrder) {
  const rows = page.getByRole('table', {name: table}).getByRole('row');
  await expect(rows).toHaveCount(2);
  const row = rows.filter({hasText: String(order.orderNumber)});
  await expect(row).toBeVisible();
  return row;
}

test("the teller's queue: by name, a row opens by click and by Enter; Ctrl-K opens the teller's page", async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const order = await admin.valuedOrder(5);
  const {surname} = await named(admin, order);

  await loginAs(page, 'teller', '/teller/finnish/orders');
  await search(page, surname.toLowerCase());
  const row = await onlyRow(page, 'Finnish orders', order);
  await row.getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/teller/${order.id}$`));

  await page.goBack();
  await expect(page).toHaveURL(/q=/);
  await expect(field(page, 'Search')).toHaveValue(surname.toLowerCase());
  const again = await onlyRow(page, 'Finnish orders', order);
  await again.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/teller/${order.id}$`));

  await openInApp(page, '/teller/today');
  // The shell listens for Ctrl-K once it is on screen.
  await onScreen(page, "Today's confirmed orders");
  await page.keyboard.press('Control+k');
  await page.getByLabel('Order number, bar code, client name or phone').fill(surname);
  await expect(page.getByRole('button', {name: new RegExp(`Order ${order.orderNumber}`)})).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/teller/${order.id}$`));
});

test("valuation's waiting list: by order number, a row opens the valuation page", async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const order = await admin.createOrder();
  await admin.receive(order);
  await named(admin, order);

  await loginAs(page, 'valuation', '/valuation/waiting-list');
  await search(page, String(order.orderNumber));
  const row = page
    .getByRole('table', {name: 'Orders waiting valuation'})
    .getByRole('row')
    .filter({hasText: String(order.orderNumber)});
  await row.getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/valuation/valuate/${order.id}$`));
});

test("the bursar's unhandled list: by phone, Enter on the row opens it; Ctrl-K opens the bursar's order page", async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const order = await admin.valuedOrder(5);
  await admin.approve(order, 120.5);
  await admin.pay([order]);
  const {phone, surname} = await named(admin, order);

  await loginAs(page, 'bursar', '/bursar/unhandled');
  await search(page, phone.replace('+358 ', '0'));
  const row = await onlyRow(page, 'Unhandled orders', order);
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/bursar/finland/${order.id}$`));

  await openInApp(page, '/bursar/handled');
  await onScreen(page, 'Today handled');
  await page.keyboard.press('Control+k');
  await page.getByLabel('Order number, bar code, client name or phone').fill(surname);
  await expect(page.getByRole('button', {name: new RegExp(`Order ${order.orderNumber}`)})).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/bursar/finland/${order.id}$`));
  await onScreen(page, `Order ${order.orderNumber}`);
});

test("the payer's list: by name, a row opens the order over the list and its checkbox still selects", async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const order = await admin.valuedOrder(5);
  await admin.approve(order, 99.5);
  const {surname} = await named(admin, order);

  await loginAs(page, 'payer', '/payer/finland');
  await search(page, surname);
  const rows = page.getByRole('table', {name: 'Payable orders'}).getByRole('row');
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole('cell').nth(1).click();
  const dialog = page.getByRole('dialog', {name: `Order ${order.orderNumber}`});
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', {name: 'Close'}).click();
  await page.getByLabel(`Select order ${order.orderNumber}`).check();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(/^1 selected, total/)).toBeVisible();
  await rows.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
});
