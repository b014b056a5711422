import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {validateXML} from 'xmllint-wasm';
import {AdminApi} from './api';
import {loginAs, onScreen, openInApp} from './fixtures';

// A payer pays three Finnish orders, downloads the bank file and it validates
// against the pain.001.001.09 schema (the server's copy of ../shared/data/iso20022).
// Playwright runs from client/ (as npm run e2e does).
const XSD = path.resolve(process.cwd(), '..', 'server', 'src', 'payments', 'xsd', 'pain.001.001.09.xsd');

test('a payer pays three Finnish orders, downloads the XML and it validates', async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const orders = [];
  for (const offer of [120.5, 80, 33.3]) {
    const order = await admin.valuedOrder(5);
    await admin.approve(order, offer);
    orders.push(order);
  }
  await loginAs(page, 'payer', '/payer/finland');
  await onScreen(page, 'Payments: Finland');
  const table = page.getByRole('table', {name: 'Payable orders'});
  // A row opens its order over the list: the order's way in dates, from what the list answered.
  await table.getByRole('cell', {name: String(orders[0].orderNumber), exact: true}).click();
  const opened = page.getByRole('dialog', {name: `Order ${orders[0].orderNumber}`});
  for (const step of ['Created', 'Received', 'Valued', 'Tellered']) await expect(opened.getByLabel('Order dates')).toContainText(new RegExp(`${step}\\d`));
  await opened.getByRole('button', {name: 'Close'}).click();
  for (const order of orders) await table.getByRole('checkbox', {name: `Select order ${order.orderNumber}`}).check();
  await expect(page.getByText(/^3 selected, total 233,80\s€$/)).toBeVisible();
  await page.getByRole('button', {name: 'Pay', exact: true}).click();
  const dialog = page.getByRole('dialog', {name: 'Pay these orders?'});
  for (const order of orders) await expect(dialog.getByRole('cell', {name: String(order.orderNumber), exact: true})).toBeVisible();
  await dialog.getByRole('button', {name: 'Pay'}).click();
  await expect(page.getByText(/Payment file payment-finland-.*\.xml is ready/)).toBeVisible({timeout: 30_000});
  // The paid orders leave the list.
  for (const order of orders) await expect(table.getByRole('checkbox', {name: `Select order ${order.orderNumber}`})).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', {name: 'Download', exact: true}).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^payment-finland-\d{4}-\d{2}-\d{2}T\d{1,2}-\d{2}(-\d+)?\.xml$/);
  const xml = fs.readFileSync((await download.path())!, 'utf8');
  const result = await validateXML({
    xml: [{fileName: 'payment.xml', contents: xml}],
    schema: [{fileName: 'pain.001.001.09.xsd', contents: fs.readFileSync(XSD, 'utf8')}],
  });
  expect(result.errors.map(e => e.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
  for (const order of orders) expect(xml).toContain(`<EndToEndId>ORDER-${order.orderNumber}</EndToEndId>`);
  expect(xml).toMatch(/<NbOfTxs>3<\/NbOfTxs>/);
  expect(xml).toMatch(/<CtrlSum>233.80<\/CtrlSum>/);

  // The files list has it, newest first, with its orders.
  await openInApp(page, '/payer/files');
  await onScreen(page, 'Payment files');
  await page.getByRole('table', {name: 'Payment files'}).getByRole('link', {name: download.suggestedFilename()}).click();
  for (const order of orders) await expect(page.getByRole('cell', {name: String(order.orderNumber), exact: true})).toBeVisible();
});

test('the payer sees bank details changed since approval, and a second download of a file asks first', async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const order = await admin.valuedOrder(5);
  await admin.approve(order, 50);
  // The teller changes the account of the approved order: it goes back for a new approval, then is approved again.
  await admin.call('post', `/teller/orders/${order.id}/bank-details`, {iban: 'FI14 1009 3000 1234 58'});
  await admin.approve(order, 50, {iban: 'FI14 1009 3000 1234 58'});
  await loginAs(page, 'payer', '/payer/finland');
  await onScreen(page, 'Payments: Finland');
  const row = page.getByRole('row').filter({has: page.getByRole('checkbox', {name: `Select order ${order.orderNumber}`})});
  await expect(row.getByText('Bank details changed since approval')).toBeVisible();
  await expect(row.getByText('FI14 1009 3000 1234 58')).toBeVisible();
  // The demo accounts are named on every payer screen.
  await expect(page.getByRole('alert').filter({hasText: 'DEMO bank accounts'})).toBeVisible();

  const {payment} = await admin.pay([order]);
  await openInApp(page, `/payer/files/${payment.id}`);
  await onScreen(page, payment.name);
  const first = page.waitForEvent('download');
  await page.getByRole('button', {name: 'Download', exact: true}).click();
  await first;
  await expect(page.getByText('Downloaded', {exact: true})).toBeVisible();
  await page.getByRole('button', {name: 'Download', exact: true}).click();
  const dialog = page.getByRole('dialog', {name: 'Download this file again?'});
  await expect(dialog.getByText(/already downloaded on \d+\.\d+\.\d{4} \d{2}:\d{2} by Demo Payer/)).toBeVisible();
  const second = page.waitForEvent('download');
  await dialog.getByRole('button', {name: 'Download again'}).click();
  expect((await second).suggestedFilename()).toBe(payment.name);
  await page.getByRole('button', {name: 'Mark sent to bank'}).click();
  await expect(page.getByText('Sent to bank', {exact: true})).toBeVisible();
});
