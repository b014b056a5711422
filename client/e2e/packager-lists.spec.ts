import {expect, test} from '@playwright/test';
import {AdminApi, givenPackager} from './api';
import {choose, login, onScreen} from './fixtures';

// The packager's waiting list by language and the history of what was packed, by period.

test('the waiting list and the history', async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const packager = await givenPackager(request, admin, 'uk');
  await packager.drain('finnish');
  const waiting = await admin.createWaitingOrder('uk');
  const packed = await admin.createWaitingOrder('uk');

  await login(page, packager.username, packager.password, '/packager/list');
  await onScreen(page, 'Waiting list');
  const rows = page.getByRole('table', {name: 'Waiting orders'});
  await choose(page, 'Language', 'Finnish');
  await expect(page).toHaveURL(/language=finnish/);
  await expect(rows.getByRole('row').filter({hasText: String(waiting.orderNumber)})).toBeVisible();
  await choose(page, 'Language', 'Swedish');
  await expect(page).toHaveURL(/language=swedish/);
  await expect(rows.getByRole('row').filter({hasText: String(waiting.orderNumber)})).toHaveCount(0);

  await packager.next('finnish');
  await packager.markAsPackaged(waiting.id);
  await page.goto('/packager/history');
  await onScreen(page, 'Packaging history');
  const history = page.getByRole('table', {name: 'Packaged orders'});
  await expect(history.getByRole('row').filter({hasText: String(waiting.orderNumber)})).toBeVisible();
  await expect(history.getByRole('row').filter({hasText: String(packed.orderNumber)})).toHaveCount(0);
  await page.getByRole('button', {name: 'Last 7 days'}).click();
  await expect(page).toHaveURL(/period=week/);
  await expect(history.getByRole('row').filter({hasText: String(waiting.orderNumber)})).toBeVisible();
});
