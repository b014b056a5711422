import {MESSAGES} from '@karat/shared';
import {expect, test, type Page} from '@playwright/test';
import {AdminApi} from './api';
import {field, loginAs, onScreen} from './fixtures';

/** A notice whose whole text is this (so 'Received' does not match 'Package is already received'). */
const exactNotice = (page: Page, text: string, kind: 'success' | 'error') =>
  page
    .locator(`[data-notice="${kind}"]`)
    .filter({hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)})
    .first();

async function receivedTotal(page: Page): Promise<number> {
  const heading = page.getByRole('heading', {name: /^Received today: \d+$/});
  await expect(heading).toBeVisible();
  return Number((await heading.textContent())!.replace(/\D+/g, ''));
}

async function scan(page: Page, barCode: string) {
  await field(page, 'Bar Code').fill(barCode);
  await field(page, 'Bar Code').press('Enter');
}

test('receiver scans a package, a second scan is refused, a closed order is reopened on confirmation', async ({page, request}) => {
  const api = await AdminApi.login(request);
  const arriving = await api.createOrder({team: 'helsinki'});
  const closed = await api.createOrder();
  await api.closeOrder(closed.id, "Don't trust us");

  await loginAs(page, 'receiver');
  await page.goto('/receiver');
  await onScreen(page, 'Receive package');
  await expect(field(page, 'Bar Code')).toBeFocused();
  const before = await receivedTotal(page);
  const helsinki = page.getByRole('table', {name: 'Received today by team'}).getByRole('row').filter({hasText: 'Helsinki'});
  const helsinkiBefore = Number(await helsinki.getByRole('cell').nth(1).textContent());

  await scan(page, arriving.barCode!);
  await expect(exactNotice(page, MESSAGES.received, 'success')).toBeVisible();
  await expect.poll(() => receivedTotal(page)).toBe(before + 1);
  await expect(helsinki.getByRole('cell').nth(1)).toHaveText(String(helsinkiBefore + 1));
  await expect(field(page, 'Bar Code')).toBeFocused();
  await expect(field(page, 'Bar Code')).toHaveValue('');

  await scan(page, arriving.barCode!);
  await expect(exactNotice(page, MESSAGES.alreadyReceived, 'error')).toBeVisible();
  await expect(field(page, 'Bar Code')).toBeFocused();

  await scan(page, closed.barCode!);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText("This order is closed: Don't trust us. Reopen and receive?");
  await dialog.getByRole('button', {name: 'Reopen and receive'}).click();
  await expect(dialog).toBeHidden();
  await expect(exactNotice(page, MESSAGES.received, 'success')).toBeVisible();
  await expect.poll(() => receivedTotal(page)).toBe(before + 2);
  await expect(field(page, 'Bar Code')).toBeFocused();

  const reopened = await api.order(closed.id);
  expect(reopened).toMatchObject({closed: false, isReceived: true});
});

test('an unknown bar code is a red notice and a cancelled question receives nothing', async ({page, request}) => {
  const api = await AdminApi.login(request);
  const closed = await api.createOrder();
  await api.closeOrder(closed.id, 'Age');

  await loginAs(page, 'receiver');
  await page.goto('/receiver');
  await onScreen(page, 'Receive package');

  await scan(page, 'E2E-NO-SUCH-CODE');
  await expect(exactNotice(page, MESSAGES.cannotFindOrder, 'error')).toBeVisible();

  await scan(page, closed.barCode!);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This order is closed: Age. Reopen and receive?');
  await dialog.getByRole('button', {name: 'Cancel'}).click();
  await expect(dialog).toBeHidden();
  await expect(field(page, 'Bar Code')).toBeFocused();
  expect(await api.order(closed.id)).toMatchObject({closed: true, isReceived: false});
});
