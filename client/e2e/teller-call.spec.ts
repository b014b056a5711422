import {expect, test, type Page} from '@playwright/test';
import {AdminApi} from './api';
import {loginAs} from './fixtures';

// One call at a time: an order just called goes behind the untried ones, every command says what
// it did, the seller's age shows on opening, and the products fit the page at laptop widths.

type Row = {id: number; latestTellerCall?: string | null};

/** The whole Finnish teller list, in the server's order. */
async function tellerList(admin: AdminApi): Promise<Row[]> {
  const rows: Row[] = [];
  for (let skip = 0; ; skip += 200) {
    const page = await admin.call<{total: number; orders: Row[]}>('get', `/teller/lists/finnish/orders?limit=200&skip=${skip}`);
    rows.push(...page.orders);
    if (rows.length >= page.total || page.orders.length === 0) return rows;
  }
}

test("'Did not answer' says so and moves the order behind the untried ones", async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const called = await admin.valuedOrder(4);
  const untried = await admin.valuedOrder(4);
  await loginAs(page, 'teller');
  // Opened from its page of the list, as a teller does (Did not answer goes back to it, in the app).
  const before = (await tellerList(admin)).findIndex(row => row.id === called.id);
  await page.goto(`/teller/finnish/orders?page=${Math.floor(before / 50) + 1}`);
  await page.getByRole('link', {name: String(called.orderNumber), exact: true}).click();
  await page.getByRole('button', {name: 'Did not answer', exact: true}).click();
  await expect(page.getByText(`Order ${called.orderNumber}: did not answer, recorded`)).toBeVisible();
  await expect(page).toHaveURL(/\/teller\/finnish\/orders/);
  const list = await tellerList(admin);
  const at = (id: number) => list.findIndex(row => row.id === id);
  // The later order, never called, now comes first; everything after the called one was called too.
  expect(at(untried.id)).toBeGreaterThanOrEqual(0);
  expect(at(untried.id)).toBeLessThan(at(called.id));
  expect(list.slice(at(called.id)).every(row => row.latestTellerCall)).toBe(true);
});

test('an under-18 seller is named when the order opens, not only at Approve', async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const order = await admin.valuedOrder(4);
  const year = new Date().getFullYear() - 15;
  await admin.call('patch', `/Clients/${order.clientId}`, {birthYear: year});
  await loginAs(page, 'teller', `/teller/${order.id}`);
  await expect(page.getByText(`The seller is under 18 (born in ${year})`)).toBeVisible();
});

async function noPageScroll(page: Page) {
  const {scrollWidth, clientWidth} = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const table = await page.getByRole('table', {name: 'Products'}).boundingBox();
  expect(table!.x + table!.width).toBeLessThanOrEqual(clientWidth);
}

for (const size of [
  {width: 1366, height: 768},
  {width: 1024, height: 768},
]) {
  test(`at ${size.width} px the product table fits without page scroll; the preview shows the account paid`, async ({page, request}) => {
    const admin = await AdminApi.login(request);
    const order = await admin.valuedOrder(12);
    await page.setViewportSize(size);
    await loginAs(page, 'teller', `/teller/${order.id}`);
    await expect(page.getByRole('table', {name: 'Products'})).toBeVisible();
    await noPageScroll(page);
    await page.getByLabel('Offer accepted').check();
    await page.getByLabel('IBAN', {exact: true}).fill('FI2112345600000785');
    await page.getByRole('button', {name: 'To preview'}).click();
    await expect(page.getByText(/Bank:\s*Nordea/)).toBeVisible();
    await expect(page.getByText('FI21 1234 5600 0007 85')).toBeVisible();
    await noPageScroll(page);
  });
}

test('the client form is edited and saved during the call', async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const order = await admin.valuedOrder(4);
  await loginAs(page, 'teller', `/teller/${order.id}`);
  await page.getByLabel('Address', {exact: true}).fill('Uusikatu 5');
  await page.getByRole('button', {name: 'Save client'}).click();
  await expect(page.getByText(`Order ${order.orderNumber}: client saved`)).toBeVisible();
  const client = await admin.call<{address: string}>('get', `/Clients/${order.clientId}`);
  expect(client.address).toBe('Uusikatu 5');
});
