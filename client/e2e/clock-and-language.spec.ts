import {expect, test, type Page} from '@playwright/test';
import {DateTime} from 'luxon';
import {AdminApi} from './api';
import {loginAs, logout, onScreen} from './fixtures';

// One clock and one language. Whatever the browser's locale and time zone, dates
// show in Helsinki time (the business zone) with English relative times, the pickers work in Helsinki
// time and say so, and their calendars start the week on Monday.

const HOUR = 3_600_000;
const helsinki = (iso: string, format: string) => DateTime.fromISO(iso).setZone('Europe/Helsinki').setLocale('en-GB').toFormat(format);

/** The value of a date picker's field, as shown (the hidden input mirrors the visible sections). */
const pickerValue = (page: Page, label: string) => page.locator('.MuiPickersTextField-root').filter({hasText: label}).locator('input').inputValue();

for (const [locale, timezoneId] of [
  ['en-US', 'America/New_York'],
  ['fi-FI', 'Asia/Tokyo'],
] as const) {
  test.describe(`in a ${locale} browser in ${timezoneId}`, () => {
    test.use({locale, timezoneId});

    test('lists and pages show Helsinki time with English relative times; pickers pick Helsinki time and say so', async ({page, request}) => {
      const api = await AdminApi.login(request);
      // 2.5 days ahead on a quarter hour: "in 2 days" in English, on the pickers' 15-minute grid.
      const welcomeCall = new Date(Math.floor((Date.now() + 60 * HOUR) / (15 * 60_000)) * 15 * 60_000).toISOString();
      const order = await api.createOrder({welcomeCall});

      await loginAs(page, 'customer', `/customer-service/order/${order.id}`);
      await onScreen(page, `Order ${order.orderNumber}`);
      await expect(page.getByText(`${helsinki(welcomeCall, 'd.M.yyyy HH:mm')} (in 2 days)`, {exact: true})).toBeVisible();
      // The list's Created cell: Helsinki time, "… ago" or "in 0 seconds" in English, never Finnish.
      await page.goto(`/customer-service/order?q=${encodeURIComponent(order.barCode!)}`);
      const row = page.getByRole('row').filter({hasText: order.barCode!});
      await expect(row.locator('time')).toHaveText(/^\d{1,2}\.\d{1,2}\.\d{4} \d{2}:\d{2} \((\d+ (second|minute)s? ago|in \d+ seconds?)\)$/);
      const {createdAt} = (await api.order(order.id)) as unknown as {createdAt: string};
      await expect(row.locator('time')).toContainText(helsinki(createdAt, 'd.M.yyyy HH:mm'));

      await logout(page);
      await loginAs(page, 'admin', `/admin/orders/${order.id}`);
      await onScreen(page, `Edit order ${order.orderNumber}`);
      await expect(page.getByText(/^Created \d{1,2}\.\d{1,2}\.\d{4} \d{2}:\d{2} \(.*(ago|seconds)\)$/)).toBeVisible();
      expect(await pickerValue(page, 'Welcome call')).toBe(helsinki(welcomeCall, 'dd.MM.yyyy HH:mm'));
      await expect(page.locator('.MuiPickersTextField-root').filter({hasText: 'Welcome call'})).toContainText('Helsinki time');

      // The calendar is English and its weeks start on Monday.
      await page
        .getByRole('button', {name: /^Choose date/})
        .first()
        .click();
      const calendar = page.getByRole('grid');
      await expect(calendar.getByRole('columnheader').first()).toHaveAttribute('aria-label', 'Monday');
      await expect(page.getByRole('dialog').or(page.getByRole('tooltip'))).toContainText(helsinki(welcomeCall, 'LLLL yyyy'));
    });
  });
}
