import {PACKAGER_MESSAGES} from '@karat/shared';
import {expect, test} from '@playwright/test';
import {AdminApi, givenPackager, uniqueBarCode} from './api';
import {field, login, notice, onScreen} from './fixtures';

// The packager's UK flow: a bar code added at the desk, the client corrected, the label sent as a
// PDF in a tab (QZ Tray is not running in this project: the full browser, for its PDF viewer).

const UK_CLIENT = {country: 'uk', language: 'uk-english', address: '10 Downing Street', zip: 'SW1A 2AA', city: 'London', phone: '447700900123'};

test('the UK flow adds a bar code and corrects the client', async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const packager = await givenPackager(request, admin, 'turku');
  await packager.drain('uk');
  const {address, zip, city} = UK_CLIENT;
  const order = await admin.createWaitingOrder('turku', {country: 'uk', language: 'uk-english', barCode: null, address, zip, city}, UK_CLIENT);
  const taken = await admin.createWaitingOrder('helsinki', {isShipmentRegistered: false});

  await login(page, packager.username, packager.password, '/packager');
  await page.getByRole('link', {name: 'Pack UK'}).click();
  await expect(page).toHaveURL(/\/packager\/packager-system\/uk$/);
  await onScreen(page, 'Packager: UK');
  const card = page.getByRole('region', {name: 'Order to pack'});
  await expect(card.getByRole('heading', {name: `Order ${order.orderNumber}`})).toBeVisible();
  await expect(card.getByRole('button', {name: PACKAGER_MESSAGES.noBarcode})).toBeDisabled();

  const barCodeForm = page.getByRole('form', {name: 'Add bar code'});
  await field(page, 'Bar code').fill('AB 12');
  await barCodeForm.getByRole('button', {name: 'Add bar code'}).click();
  await expect(barCodeForm).toContainText('Bar code must be 6 to 40 characters');
  await field(page, 'Bar code').fill(taken.barCode!);
  await barCodeForm.getByRole('button', {name: 'Add bar code'}).click();
  await expect(notice(page, PACKAGER_MESSAGES.barCodeInUse(taken.orderNumber))).toBeVisible();
  const code = uniqueBarCode('GB');
  await field(page, 'Bar code').fill(code.toLowerCase());
  await barCodeForm.getByRole('button', {name: 'Add bar code'}).click();
  await expect(notice(page, `Bar code ${code} added`)).toBeVisible();
  await expect(card).toContainText(code);
  await expect(card.getByRole('button', {name: 'Send'})).toBeEnabled();
  expect(await admin.order(order.id)).toMatchObject({barCode: code});

  const clientForm = page.getByRole('form', {name: 'Client'});
  await field(page, 'Zip').fill('00100');
  await clientForm.getByRole('button', {name: 'Update client'}).click();
  await expect(clientForm).toContainText('Zip 00100 does not fit UK');
  await field(page, 'Zip').fill('NW8 9AY');
  await field(page, 'Address').fill('3 Abbey Road');
  await field(page, 'Last name').fill('Smith');
  await clientForm.getByRole('button', {name: 'Update client'}).click();
  await expect(notice(page, 'Client updated')).toBeVisible();
  await expect(card).toContainText('3 Abbey Road');
  await expect(card).toContainText('NW8 9AY');
  const client = await admin.call<Record<string, unknown>>('get', `/Clients/${order.clientId}`);
  expect(client).toMatchObject({address: '3 Abbey Road', zip: 'NW8 9AY', lastName: 'Smith', phone: UK_CLIENT.phone});

  // No label printer chosen on this browser and QZ Tray not running: the label opens as a PDF.
  await card.getByRole('button', {name: 'Send'}).click();
  await expect(page.getByRole('region', {name: 'Send progress'})).toContainText(PACKAGER_MESSAGES.operationStarted);
  await expect.poll(async () => (await admin.order(order.id)).isPackaged, {timeout: 30_000}).toBe(true);
});
