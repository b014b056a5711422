import {expect, test} from '@playwright/test';
import {readFile} from 'node:fs/promises';
import {AdminApi} from './api';
import {login, loginAs, logout, mainMenu, onScreen, unique} from './fixtures';

/** A buyer of its own, so the test's rows are its own whatever else the demo data holds. */
async function givenBuyer(admin: AdminApi) {
  const name = unique('Report Buyer');
  const username = `report-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const member = await admin.call<{id: number}>('post', '/Members', {
    name,
    username,
    password: 'report-password',
    buyerCommission: 10,
    preferLanguage: 'finnish',
    preferCountry: 'finland',
    team: 'turku',
    isActive: true,
    buyer: true,
  });
  return {id: member.id, name, username, password: 'report-password'};
}

test('the admin runs both reports, sees each as a table and a chart, and exports them; a buyer sees only their own row', async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const buyer = await givenBuyer(admin);
  // Two orders of the buyer valued today with gold, one of them approved as an accepted offer.
  const kept = await admin.valuedOrder(8, {callerId: buyer.id});
  await admin.valuedOrder(3, {callerId: buyer.id});
  await admin.approve(kept, 250);

  await loginAs(page, 'admin');
  const area = mainMenu(page).getByRole('group', {name: 'Reports', exact: true});
  await area.getByRole('button', {name: 'Reports'}).click();
  await area.getByRole('link', {name: 'Valuated orders'}).click();
  await onScreen(page, 'Valuated orders');
  const table = page.getByRole('table', {name: 'Valuated orders'});
  const buyerRow = table.getByRole('row').filter({hasText: buyer.name});
  // Valued 2, gold in 2, out 2 (made today), none two weeks earlier, none cancelled: 100 % of valued.
  await expect(buyerRow.getByRole('cell')).toHaveText(['2', '2', '2', '0', '0', '100 %', '–']);
  await expect(page.getByRole('figure', {name: 'Out, valued, gold in and cancelled per user'})).toContainText(buyer.name);

  const download = page.waitForEvent('download');
  await page.getByRole('button', {name: 'Export CSV'}).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('User,Valued,Gold in,Out,Out 2 weeks earlier,Cancelled,Gold in % of valued,Gold in % of out 2 weeks earlier');
  expect(csv).toContain(`${buyer.name},2,2,2,0,0,100,`);

  // Another team's report leaves the buyer (of Turku) out.
  await page.getByLabel('Team').click();
  await page.getByRole('option', {name: 'Helsinki'}).click();
  await page.getByRole('button', {name: 'Show'}).click();
  await expect(page).toHaveURL(/team=helsinki/);
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').filter({hasText: buyer.name})).toHaveCount(0);

  await page.goto('/reports/accepted-offers');
  await onScreen(page, 'Accepted offers');
  await expect(page.getByRole('table', {name: 'Users'}).getByRole('row').filter({hasText: buyer.name}).getByRole('cell')).toHaveText([
    '1',
    '250,00 €',
    '0,00 kr',
    '£0.00',
  ]);
  await expect(page.getByRole('table', {name: 'Materials'})).toContainText('Total');
  await expect(page.getByRole('figure', {name: 'Gross and net weight per material'})).toBeVisible();

  // The buyer: the same report, their own row only.
  await logout(page);
  await login(page, buyer.username, buyer.password, '/reports/valuated-orders');
  await onScreen(page, 'Valuated orders');
  const rows = page.getByRole('table', {name: 'Valuated orders'}).getByRole('row');
  await expect(rows).toHaveCount(3); // header, the buyer, total
  await expect(rows.nth(1)).toContainText(buyer.name);
});

test('a report whose period is refused says why', async ({page}) => {
  await loginAs(page, 'admin', '/reports/valuated-orders?start=2001-01-01T00:00:00.000Z&end=2001-01-02T00:00:00.000Z');
  await onScreen(page, 'Valuated orders');
  await expect(page.getByRole('alert').filter({hasText: 'Dates cannot be earlier than 5 years ago'})).toBeVisible();
});
