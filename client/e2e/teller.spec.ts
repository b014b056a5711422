import {expect, test, type Page} from '@playwright/test';
import {AdminApi, type ApiOrder} from './api';
import {loginAs, onScreen, openInApp} from './fixtures';

// A teller converts a Finnish BBAN to the IBAN and approves; 'Did not answer and
// send SMS' writes an SmsLog entry.

test('a teller converts a Finnish BBAN to an IBAN, sees the bank and the IBAN as banks print it, and approves', async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const order = await admin.valuedOrder(12);
  await loginAs(page, 'teller', '/teller/finnish/orders');
  await onScreen(page, 'Finnish orders');
  await openInApp(page, `/teller/${order.id}`);
  await page.getByLabel('Offer accepted').check();
  await page.getByLabel('Offer (EUR, automatic)').fill('120,5');
  // A typo is said as such, never turned into another account's IBAN.
  await page.getByLabel('BBAN').fill('123456-786');
  await page.getByLabel('BBAN').blur();
  await expect(page.getByText('Invalid Finnish account number: its check digit does not match (typo?)')).toBeVisible();
  await page.getByLabel('BBAN').fill('123456-785');
  await page.getByLabel('BBAN').blur();
  await expect(page.getByLabel('IBAN', {exact: true})).toHaveValue('FI2112345600000785');
  await page.getByRole('button', {name: 'To preview'}).click();
  await expect(page.getByText('The customer will be paid: 120.50 euros')).toBeVisible();
  await expect(page.getByText('FI21 1234 5600 0007 85')).toBeVisible();
  await expect(page.getByText(/Bank:\s*Nordea/)).toBeVisible();
  await page.getByRole('button', {name: 'Approve'}).click();
  await expect(page).toHaveURL(/\/teller\/finnish\/orders/);
  const stored = await admin.call<{isTellered: boolean; offer: number; client: {iban: string}}>(
    'get',
    `/Orders/${order.id}?filter=${encodeURIComponent(JSON.stringify({include: ['client']}))}`,
  );
  expect(stored).toMatchObject({isTellered: true, offer: 120.5, client: {iban: 'FI2112345600000785'}});
});

test("'Did not answer and send SMS' writes an SmsLog entry", async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const order = await admin.valuedOrder(3);
  await loginAs(page, 'teller', '/teller/finnish/orders');
  await onScreen(page, 'Finnish orders');
  await openInApp(page, `/teller/${order.id}`);
  await page.getByRole('button', {name: 'Did not answer and send SMS'}).click();
  await expect(page).toHaveURL(/\/teller\/finnish\/orders/);
  const logs = await admin.call<{kind: string; status: string}[]>('get', `/SmsLogs?filter=${encodeURIComponent(JSON.stringify({where: {orderId: order.id}}))}`);
  expect(logs).toEqual([expect.objectContaining({kind: 'tellerNoAnswer', status: 'sent'})]);
});

/** Opens the order inside the app (Ctrl-K from the list): going back after a command stays in the app, with its notice. */
async function openFromList(page: Page, order: ApiOrder) {
  await openInApp(page, '/teller/finnish/orders');
  await onScreen(page, 'Finnish orders');
  await page.keyboard.press('Control+k');
  await page.getByLabel('Order number, bar code, client name or phone').fill(String(order.orderNumber));
  await expect(page.getByRole('button', {name: new RegExp(`Order ${order.orderNumber}`)})).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/teller/${order.id}$`));
}

test('by keyboard: Alt+P opens the preview with Approve focused, Enter approves', async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const order = await admin.valuedOrder(12);
  await loginAs(page, 'teller');
  await openFromList(page, order);
  await page.getByLabel('Offer accepted').check();
  // The key works from inside a field, as the teller types the account.
  await page.getByLabel('IBAN', {exact: true}).fill('FI2112345600000785');
  await page.keyboard.press('Alt+P');
  await expect(page.getByText('FI21 1234 5600 0007 85')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Approve'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Order ${order.orderNumber}: approved, offer accepted`)).toBeVisible();
  await expect(page).toHaveURL(/\/teller\/finnish\/orders/);
  expect(await admin.call<{isTellered: boolean}>('get', `/Orders/${order.id}`)).toMatchObject({isTellered: true});
});

test("leaving asks only when typing would be lost: a comment asks at 'Return to list', a command that goes back does not", async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const order = await admin.valuedOrder(3);
  await loginAs(page, 'teller');
  await openFromList(page, order);
  await page.getByLabel("Teller's comment").fill('Calls back after six');
  await page.getByRole('button', {name: 'Return to list'}).click();
  const dialog = page.getByRole('dialog', {name: 'Leave without saving?'});
  await dialog.getByRole('button', {name: 'Stay'}).click();
  await expect(page.getByLabel("Teller's comment")).toHaveValue('Calls back after six');
  await page.getByRole('button', {name: 'Did not answer', exact: true}).click();
  await expect(page.getByText(`Order ${order.orderNumber}: did not answer, recorded`)).toBeVisible();
  await expect(page).toHaveURL(/\/teller\/finnish\/orders/);
  await expect(dialog).toBeHidden();
});
