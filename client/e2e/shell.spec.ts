import {expect, test} from '@playwright/test';
import {TEXTS} from '../src/lib/texts';
import {AdminApi} from './api';
import {loginAs, onScreen} from './fixtures';

// The shell for people who work all day: the tab names the screen, Tab first offers a way past the
// menu, and an address with no screen says so and leads back.

test('the tab title names the screen, a skip link leads past the menu, and a page that does not exist leads home', async ({page}) => {
  await loginAs(page, 'admin', '/admin/users');
  await onScreen(page, 'Users');
  await expect(page).toHaveTitle('Users · Karat');
  await page.goto('/complaints');
  await onScreen(page, 'Complaints');
  await expect(page).toHaveTitle('Complaints · Karat');

  // The first Tab stop is the skip link; Enter puts the focus on the screen itself.
  await page.reload();
  await onScreen(page, 'Complaints');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: TEXTS.shell.skipToContent});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // '?' outside a field lists the shortcuts; in a field it is only a character.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', {name: 'Keyboard shortcuts'});
  await expect(help).toContainText('Ctrl K');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.goto('/no/such/screen');
  await onScreen(page, TEXTS.pages.notFound);
  await expect(page).toHaveTitle(`${TEXTS.pages.notFound} · Karat`);
  await expect(page.getByText('/no/such/screen')).toBeVisible();
  await page.getByRole('main').getByRole('link', {name: 'Home'}).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Ctrl-K works for a packager too: a hit opens the read-only order page with its dates and history', async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const order = await admin.createOrder();
  await loginAs(page, 'packager', '/packager');
  await onScreen(page, /Packager/);
  await page.keyboard.press('Control+k');
  await page.getByLabel('Order number, bar code, client name or phone').fill(String(order.orderNumber));
  await expect(page.getByRole('button', {name: new RegExp(`Order ${order.orderNumber}`)})).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await onScreen(page, `Order ${order.orderNumber}`);
  await expect(page.getByLabel('Order dates')).toContainText('Created');
  await page.getByRole('tab', {name: 'History'}).click();
  await expect(page.getByRole('cell', {name: /^Created the order by \S/})).toBeVisible();
});
