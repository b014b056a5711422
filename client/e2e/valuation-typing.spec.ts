import {expect, test, type Page, type Request} from '@playwright/test';
import {AdminApi} from './api';
import {field, loginAs, mainMenu, onScreen} from './fixtures';

// The valuate page under the valuer's fingers without QZ Tray: the label waits behind a link, so no
// tab opens to take the focus mid-typing (a walk once saved "2,5" for "12,5"); every way out asks
// while something is typed, and no answer is a dead end.

/** Opens the valuate page of the order by its bar code: the first time by loading the app there, then through the menu. */
async function openValuatePage(page: Page, barCode: string, id: number, first = true) {
  if (first) await page.goto('/valuation/valuate');
  // The valuate page has no Bar Code field: the fill below waits for the scan screen.
  else await mainMenu(page).getByRole('link', {name: 'Valuate', exact: true}).click();
  await field(page, 'Bar Code').fill(barCode);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/valuation/valuate/${id}$`));
  await page.getByRole('button', {name: 'Next'}).click();
}

// Twenty openings in all, in four tests of five, each opening a fresh load of the page.
for (const part of [1, 2, 3, 4]) {
  test(`without QZ Tray, a weight typed quickly keeps every keystroke and no window opens (openings ${part * 5 - 4} to ${part * 5})`, async ({
    page,
    request,
  }) => {
    // Ten openings of the page, each printing its label as it opens: the first loads the app and
    // tries QZ Tray's ports while the weight is typed; the others come through the menu, as a valuer
    // works, the label's fallback ready at once (the app believes QZ Tray absent for a minute).
    // QZ Tray is not running here: the QZ double runs only in its own project, after these tests.
    const admin = await AdminApi.login(request);
    const order = await admin.createOrder();
    await admin.receive(order);
    const opened: string[] = [];
    page.context().on('page', other => opened.push(other.url()));
    page.on('popup', other => opened.push(other.url()));
    await loginAs(page, 'valuation');

    const weights = ['12,5', '3,75', '120', '0,5', '12.5'];
    for (let i = 0; i < 5; i++) {
      // Typing starts at once, while the label is still being fetched and QZ Tray tried.
      await openValuatePage(page, order.barCode!, order.id!, i === 0);
      const weight = field(page, 'Material weight (g)');
      await weight.click();
      const typed = weights[i % weights.length];
      await page.keyboard.type(typed);
      await expect(weight).toHaveValue(typed);
      await expect(weight).toBeFocused();
      // The label's fallback comes when QZ Tray's ports have refused: the typed weight stays, focused.
      if (i === 0) {
        await expect(page.getByRole('link', {name: 'Print label'})).toBeVisible({timeout: 15_000});
        await expect(weight).toHaveValue(typed);
        await expect(weight).toBeFocused();
      }
      expect(opened).toEqual([]);
      // Emptied again, the form is as it opened: the next opening leaves without a question.
      await weight.fill('');
    }
    expect(page.context().pages()).toHaveLength(1);
  });
}

test('every way out of the valuate page asks while something is typed: Stay keeps the values, Leave goes there', async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const order = await admin.createOrder();
  await admin.receive(order);
  await loginAs(page, 'valuation');
  await openValuatePage(page, order.barCode!, order.id!);
  await field(page, 'Material weight (g)').fill('12,5');
  const dialog = page.getByRole('dialog', {name: 'Leave without saving?'});

  const ways: [string, () => Promise<unknown>][] = [
    ['the menu', () => mainMenu(page).getByRole('link', {name: 'Home'}).click()],
    ['Logout', () => mainMenu(page).getByRole('link', {name: 'Logout'}).click()],
    ['Back', () => page.goBack()],
  ];
  for (const [way, leave] of ways) {
    await test.step(`${way}, then Stay`, async () => {
      await leave();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', {name: 'Stay'}).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/valuation/valuate/${order.id}$`));
      await expect(field(page, 'Material weight (g)')).toHaveValue('12,5');
    });
  }
  await test.step('Logout, then Leave', async () => {
    await mainMenu(page).getByRole('link', {name: 'Logout'}).click();
    await dialog.getByRole('button', {name: 'Leave'}).click();
    await expect(page.getByRole('form', {name: 'Login'})).toBeVisible();
  });
});

test('a saved valuation shows Saved! only, and a failed scan names its bar code', async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const order = await admin.createOrder();
  await admin.receive(order);
  await loginAs(page, 'valuation', '/valuation/valuate');
  await field(page, 'Bar Code').fill('jjfi-no-such-1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({hasText: 'Cannot find order: JJFI-NO-SUCH-1'})).toBeVisible();

  await openValuatePage(page, order.barCode!, order.id!);
  await onScreen(page, `Valuation of order ${order.orderNumber}`);
  await field(page, 'Material weight (g)').fill('2');
  await field(page, 'Package weight (g)').fill('40');
  await page.getByRole('button', {name: 'Add product'}).click();
  // A new line starts with gold; the type-ahead finds a material from its fineness.
  await expect(page.getByRole('combobox', {name: 'Density 1'})).toHaveValue(/^Gold/);
  await page.getByRole('combobox', {name: 'Density 1'}).fill('92');
  await expect(page.getByRole('option').first()).toHaveText(/925/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', {name: 'Density 1'})).toHaveValue(/925/);
  await field(page, 'Weight 1').fill('1');
  await page.getByLabel('Valuation image file').setInputFiles({
    name: 'ring.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64'),
  });
  await expect(page.getByRole('img', {name: 'Valuation image'})).toBeVisible();
  await page.getByRole('button', {name: 'Preview'}).click();
  // What the save sets off (its refetches of the valued order among them), each answered without an error.
  // Tracked by identity: a request the preview set off before these listeners may finish after them.
  const inFlight = new Set<Request>();
  const refused: string[] = [];
  page.on('request', request => inFlight.add(request));
  page.on('requestfailed', request => (inFlight.delete(request), refused.push(`${request.url()} failed`)));
  page.on('requestfinished', async request => {
    const status = (await request.response())?.status() ?? 0;
    if (status >= 400) refused.push(`${request.url()} ${status}`);
    inFlight.delete(request);
  });
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(page.getByRole('alert').filter({hasText: 'Saved!'}).first()).toBeVisible();
  await expect(page).toHaveURL(/\/valuation\/valuate$/);
  await expect.poll(() => inFlight.size).toBe(0);
  expect(refused).toEqual([]);
  await expect(page.getByRole('alert').filter({hasText: 'Order is already valuated'})).toHaveCount(0);
});
