import {MESSAGES} from '@karat/shared';
import {expect, test, type Page} from '@playwright/test';
import {AdminApi} from './api';
import {field, loginAs, onScreen, escapeRegExp} from './fixtures';

/**
 * A notice whose whole text is this (so 'Received' does not match 'Package is already received'),
 * also when a repeat collapsed into it while it was still showing ('Received×2').
 */
const exactNotice = (page: Page, text: string, kind: 'success' | 'error') =>
  page
    .locator(`[data-notice="${kind}"]`)
    .filter({hasText: new RegExp(`^${escapeRegExp(text)}(×\\d+)?$`)})
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
  // Each scan is its own submission with its own Idempotency-Key (a resent scan is received once).
  const keys: string[] = [];
  page.on('request', req => {
    if (req.url().endsWith('/api/Orders/receive')) keys.push(req.headers()['idempotency-key'] ?? '');
  });
  await page.goto('/receiver');
  await onScreen(page, 'Receive package');
  await expect(field(page, 'Bar Code')).toBeFocused();
  const before = await receivedTotal(page);
  const helsinki = page.getByRole('table', {name: 'Received today by team'}).getByRole('row').filter({hasText: 'Helsinki'});
  const helsinkiBefore = Number(await helsinki.getByRole('cell').nth(1).textContent());

  await scan(page, arriving.barCode!);
  await expect(exactNotice(page, MESSAGES.received, 'success')).toBeVisible();
  // Other tests receive packages at the same time, so the day's counts can only be said to have grown
  // by at least this scan; the order itself proves which package was received.
  await expect.poll(() => receivedTotal(page)).toBeGreaterThanOrEqual(before + 1);
  await expect.poll(async () => Number(await helsinki.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(helsinkiBefore + 1);
  expect(await api.order(arriving.id)).toMatchObject({isReceived: true});
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
  await expect.poll(() => receivedTotal(page)).toBeGreaterThanOrEqual(before + 2);
  await expect(field(page, 'Bar Code')).toBeFocused();

  expect(keys).toHaveLength(4);
  expect(keys.every(key => key.length >= 16)).toBe(true);
  // The closed order's two requests (the question, then Reopen and receive) are two submissions too.
  expect(new Set(keys).size).toBe(4);
  const reopened = await api.order(closed.id);
  expect(reopened).toMatchObject({closed: false, isReceived: true});
});

test('an unknown bar code is a red notice and a cancelled question receives nothing', async ({page, request}) => {
  const api = await AdminApi.login(request);
  const closed = await api.createOrder();
  await api.closeOrder(closed.id, 'Age');

  await loginAs(page, 'receiver', '/receiver');
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

test('scanner safety: scans typed while the closed-order question waits are received, the closed order stays closed until the click', async ({
  page,
  request,
}) => {
  const api = await AdminApi.login(request);
  const closed = await api.createOrder({team: 'helsinki'});
  await api.closeOrder(closed.id, 'Age');
  const racing = await api.createOrder({team: 'turku'});
  const next = await api.createOrder({team: 'helsinki'});

  await loginAs(page, 'receiver', '/receiver');
  await onScreen(page, 'Receive package');
  await expect(field(page, 'Bar Code')).toBeFocused();

  // As a scanner: characters and Enter into whatever has the focus, never a click. The closed
  // order's code in lower case with blanks (normalised before sending), then at once the next parcel.
  await page.keyboard.type(` ${closed.barCode!.toLowerCase()} `);
  await page.keyboard.press('Enter');
  await page.keyboard.type(racing.barCode!);
  await page.keyboard.press('Enter');

  const question = page.getByRole('dialog', {name: `Closed order ${closed.barCode}`});
  await expect(question).toContainText('This order is closed: Age. Reopen and receive?');
  // Nothing in the question has the focus: the scan field keeps it.
  await expect(field(page, 'Bar Code')).toBeFocused();

  // The next parcel arrives while the question is on screen: its Enter must not answer the question.
  await page.keyboard.type(next.barCode!);
  await page.keyboard.press('Enter');

  const history = page.getByRole('table', {name: 'Scan history'});
  const row = (barCode: string) => history.getByRole('row').filter({hasText: barCode});
  await expect(row(next.barCode!)).toContainText(MESSAGES.received);
  await expect(row(next.barCode!)).toContainText(String(next.orderNumber));
  await expect(row(next.barCode!)).toContainText('Helsinki');
  await expect(row(next.barCode!)).toContainText('Testi Asiakas');
  await expect(row(next.barCode!)).toHaveAttribute('data-scan-outcome', 'success');
  await expect(row(racing.barCode!)).toContainText(MESSAGES.received);
  await expect(row(racing.barCode!)).toContainText('Turku');
  await expect(row(closed.barCode!)).toContainText('Closed (Age): not received');
  await expect(row(closed.barCode!)).toHaveAttribute('data-scan-outcome', 'question');
  await expect(question).toBeVisible();
  await expect(field(page, 'Bar Code')).toBeFocused();

  expect(await api.order(racing.id)).toMatchObject({isReceived: true});
  expect(await api.order(next.id)).toMatchObject({isReceived: true});
  expect(await api.order(closed.id)).toMatchObject({closed: true, isReceived: false});

  // An error is red in the history (and a different tone): the same parcel again.
  await page.keyboard.type(next.barCode!);
  await page.keyboard.press('Enter');
  await expect(history.getByRole('row').filter({hasText: MESSAGES.alreadyReceived})).toHaveAttribute('data-scan-outcome', 'error');
  expect(await api.order(closed.id)).toMatchObject({closed: true, isReceived: false});

  // Only the explicit click reopens and receives the closed order.
  await question.getByRole('button', {name: 'Reopen and receive'}).click();
  await expect(question).toBeHidden();
  await expect(row(closed.barCode!)).toContainText(`Reopened: ${MESSAGES.received}`);
  await expect(row(closed.barCode!)).toHaveAttribute('data-scan-outcome', 'success');
  await expect(field(page, 'Bar Code')).toBeFocused();
  expect(await api.order(closed.id)).toMatchObject({closed: false, isReceived: true});

  // The history survives leaving the screen and coming back.
  await page.goto('/');
  await page.goto('/receiver');
  await onScreen(page, 'Receive package');
  for (const code of [closed.barCode!, racing.barCode!, next.barCode!]) await expect(row(code).first()).toBeVisible();
});
