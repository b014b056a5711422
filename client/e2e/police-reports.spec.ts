import {expect, test} from '@playwright/test';
import {AdminApi} from './api';
import {loginAs, logout, onScreen, uniqueLetters} from './fixtures';

test("a teller records a Swedish purchase with the seller's identity; the admin downloads that week's police report of its region", async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const lastName = uniqueLetters('Polis');
  const client = await admin.createClient({country: 'sweden', language: 'swedish', zip: '41101', city: 'Göteborg', lastName, birthYear: 1981});
  const order = await admin.valuedOrder(9, {clientId: client.id, country: 'sweden', language: 'swedish', team: 'gothenburg', zip: '41101', city: 'Göteborg'});

  await loginAs(page, 'teller', '/teller/swedish/orders');
  await page.goto(`/teller/${order.id}`);
  await page.getByLabel('Offer accepted').check();
  await page.getByLabel('SEK offer').fill('1500');
  await page.getByLabel('IBAN', {exact: true}).fill('SE4550000000058398257466');
  // A typo in the personnummer is said at once; the check digit decides.
  await page.getByLabel('Personal identity number').fill('811218-9875');
  // Under the field, and in the seller's problems shown since the order opened.
  await expect(page.getByText('Personal identity number is not valid').first()).toBeVisible();
  await page.getByLabel('Personal identity number').fill('811218-9876');
  await page.getByLabel('Identity checked by').click();
  await page.getByRole('option', {name: 'Passport'}).click();
  await page.getByLabel('Document number').fill('AA1234567');
  await page.getByRole('button', {name: 'To preview'}).click();
  await page.getByRole('button', {name: 'Approve'}).click();
  await expect(page).toHaveURL(/\/teller\/swedish\/orders/);
  const stored = await admin.call<{isTellered: boolean; purchaseNoteNumber: number}>('get', `/Orders/${order.id}`);
  expect(stored.isTellered).toBe(true);
  expect(stored.purchaseNoteNumber).toBeGreaterThan(0);

  await logout(page);
  await loginAs(page, 'admin', '/admin/police-reports');
  await onScreen(page, 'Police reports (Sweden)');
  const weeks = page.getByRole('table', {name: 'Police report weeks'});
  const thisWeek = weeks.getByRole('row').nth(1);
  await expect(thisWeek.getByRole('rowheader')).toContainText(/^Week \d+\/\d{4}/);
  const popup = page.waitForEvent('popup');
  await thisWeek.getByRole('button', {name: /, Väst$/}).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/\/api\/documents\/signed\/police-report-vast\/\d+\?/);
  const pdf = await request.get(tab.url());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await tab.close();

  // The goods wait a month: the purchase is on hold, and the order's page says until when.
  await expect(page.getByRole('table', {name: 'Goods on hold'})).toContainText(lastName);
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByText('On hold until:')).toBeVisible();
  await expect(page.getByText('19811218-9876')).toBeVisible();
  // Customer service sees the purchase with the personnummer masked.
  await logout(page);
  await loginAs(page, 'customer', `/customer-service/order/${order.id}`);
  await expect(page.getByText('19811218-****')).toBeVisible();
  await expect(page.getByText('AA1234567')).toHaveCount(0);
});
