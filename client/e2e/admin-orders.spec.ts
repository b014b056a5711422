import {DEFAULT_ORDER_COLUMNS, ORDER_COLUMNS_PREFERENCE} from '@karat/shared';
import {expect, test} from '@playwright/test';
import {AdminApi} from './api';
import {field, loginAs, onScreen, uniqueLetters} from './fixtures';

test.describe('admin order list', () => {
  test.beforeEach(async ({request}) => {
    // demo-admin's column choice is kept on the server: start every run from the defaults.
    await (await AdminApi.login(request)).setPreference(ORDER_COLUMNS_PREFERENCE, DEFAULT_ORDER_COLUMNS);
  });
  test.afterEach(async ({request}) => {
    await (await AdminApi.login(request)).setPreference(ORDER_COLUMNS_PREFERENCE, DEFAULT_ORDER_COLUMNS);
  });

  test('searches, hides a column, and the choice survives a reload', async ({page, request}) => {
    const api = await AdminApi.login(request);
    // A city of this run's own, so orders other tests make meanwhile (workers run in parallel) stay out.
    const city = uniqueLetters('Testila');
    const search = `country:finland city:${city} createdAt:gt:2020-01-22T15:15:30`;
    const older = await api.createOrder({country: 'finland', city});
    const order = await api.createOrder({country: 'finland', city});

    await loginAs(page, 'admin', '/admin/orders');
    await onScreen(page, 'Orders');
    const table = page.getByRole('table', {name: 'Orders'});
    await expect(table.getByRole('columnheader', {name: 'City'})).toBeVisible();

    await field(page, 'Search').fill(search);
    await page.getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(/[?&]q=/);
    // Newest first by default: the order made last leads the list.
    await expect(table.getByRole('row').nth(1)).toContainText(order.barCode!);
    await expect(table.getByRole('row').nth(2)).toContainText(older.barCode!);
    // Every row of the page is a Finnish order (the 4th column is Country).
    const countries = () => table.getByRole('row').evaluateAll(rows => [...new Set(rows.slice(1).map(row => row.querySelectorAll('td')[3]?.textContent))]);
    await expect.poll(countries).toEqual(['Finland']);

    await page.getByRole('button', {name: 'Columns'}).click();
    const saved = page.waitForResponse(res => res.url().includes(`/preferences/${ORDER_COLUMNS_PREFERENCE}`) && res.request().method() === 'PUT');
    await page.getByRole('menuitemcheckbox', {name: 'City'}).click();
    expect((await saved).status()).toBe(204);
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', {name: 'City'})).toBeHidden();

    await page.reload();
    await onScreen(page, 'Orders');
    await expect(table.getByRole('columnheader', {name: 'Country'})).toBeVisible();
    await expect(table.getByRole('columnheader', {name: 'City'})).toBeHidden();
    // The applied search is kept in the address too.
    await expect(field(page, 'Search')).toHaveValue(search);
    await expect(table.getByRole('row').nth(1)).toContainText(order.barCode!);

    // The row opens the order.
    await table.getByRole('link', {name: `Edit order ${order.orderNumber}`}).click();
    await onScreen(page, `Edit order ${order.orderNumber}`);
  });

  test('an invalid search shows its explanation and asks the server nothing', async ({page}) => {
    await loginAs(page, 'admin', '/admin/orders');
    await onScreen(page, 'Orders');
    await expect(page.getByRole('table', {name: 'Orders'}).getByRole('row').nth(1)).toBeVisible();
    // The screen's own start (the list again once the member's column choice has loaded) is over
    // before the search's requests are counted.
    await page.waitForLoadState('networkidle');

    const asked: string[] = [];
    page.on('request', req => {
      if (req.url().includes('/api/Orders')) asked.push(req.url());
    });
    await field(page, 'Search').fill('colour:red');
    await field(page, 'Search').press('Enter');
    await expect(page.getByText(/^Unknown search key: colour\. Known keys: /)).toBeVisible();
    await field(page, 'Search').fill('createdAt:gt:yesterday');
    await page.getByRole('button', {name: 'Search'}).click();
    await expect(page.getByText('createdAt must be a UTC date like 2020-01-22T15:15:30')).toBeVisible();
    expect(asked).toEqual([]);
    await expect(page).not.toHaveURL(/[?&]q=/);
  });

  test('sorts by a column header and exports the search as CSV', async ({page, request}) => {
    const api = await AdminApi.login(request);
    const order = await api.createOrder();
    await loginAs(page, 'admin', '/admin/orders');
    await onScreen(page, 'Orders');
    const table = page.getByRole('table', {name: 'Orders'});

    await field(page, 'Search').fill(`barCode:${order.barCode}`);
    await field(page, 'Search').press('Enter');
    await expect(table.getByRole('row')).toHaveCount(2);
    // The pager counts with the same where on the server.
    await expect(page.getByText('1–1 of 1')).toBeVisible();

    const sorted = page.waitForRequest(req => req.url().includes('/api/Orders?') && decodeURIComponent(req.url()).includes('"orderNumber ASC"'));
    await table.getByRole('button', {name: 'Order number'}).click();
    await sorted;
    await expect(table.getByRole('columnheader', {name: 'Order number'})).toHaveAttribute('aria-sort', 'ascending');

    const download = page.waitForEvent('download');
    await page.getByRole('button', {name: 'Export CSV'}).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders-.*\.csv$/);
    const csv = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Order number,Status,Created,Country,Team,Bar code,City,Offer');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(order.barCode!);
    await expect(page.locator('[data-notice="error"]')).toHaveCount(0);
  });

  test('Back from an order returns to the same page, search and sort of the list', async ({page}) => {
    await loginAs(page, 'admin', '/admin/orders');
    await onScreen(page, 'Orders');
    const table = page.getByRole('table', {name: 'Orders'});
    await field(page, 'Search').fill('country:finland');
    await field(page, 'Search').press('Enter');
    await table.getByRole('button', {name: 'Order number'}).click();
    await page.getByRole('button', {name: 'Go to next page'}).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByText(/^26–50 of [\d,]+$/)).toBeVisible();
    // Page 1's rows stay (dimmed) until page 2 is there.
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const first = table.getByRole('row').nth(1);
    const number = (await first.locator('td').first().textContent())!;

    await first.getByRole('link', {name: `Edit order ${number}`}).click();
    await onScreen(page, `Edit order ${number}`);
    await page.goBack();
    await onScreen(page, 'Orders');
    await expect(page).toHaveURL(/[?&]q=country%3Afinland/);
    await expect(page).toHaveURL(/[?&]sort=orderNumber(&|$)/);
    await expect(page.getByText(/^26–50 of [\d,]+$/)).toBeVisible();
    await expect(field(page, 'Search')).toHaveValue('country:finland');
    await expect(table.getByRole('row').nth(1).locator('td').first()).toHaveText(number);
  });
});
