import {expect, test} from '@playwright/test';
import {AdminApi} from './api';
import {loginAs, onScreen} from './fixtures';

// Orders reach the packager by themselves: the background job registers every new order with its
// carrier; a failed registration waits in "Registration failed" for a person, who fixes it and retries.

type Registration = {isShipmentRegistered?: boolean; hasShipmentError?: boolean; shipmentRegisterError?: string | null; barCode: string | null};

test('a new order is registered by itself; a failed one is listed, corrected and retried', async ({page, request}) => {
  const api = await AdminApi.login(request);
  const state = async (id: number) => (await api.order(id)) as unknown as Registration;
  const good = await api.createOrder({barCode: null});
  // A Finnish postal code has five digits: the carrier is never asked for this one.
  const bad = await api.createOrder({barCode: null, zip: '2010'});
  await expect.poll(async () => (await state(good.id)).isShipmentRegistered, {timeout: 20_000}).toBe(true);
  expect((await state(good.id)).barCode).toMatch(/^JJFI\d{16}$/);
  await expect.poll(async () => (await state(bad.id)).hasShipmentError, {timeout: 20_000}).toBe(true);

  await loginAs(page, 'packager', '/packager/registration-failed');
  await onScreen(page, 'Registration failed');
  const row = page.getByRole('row').filter({hasText: (await state(bad.id)).shipmentRegisterError!});
  await expect(row).toContainText(String(bad.orderNumber));
  await api.updateOrder(bad.id, {zip: '20100'});
  await row.getByRole('button', {name: `Retry order ${bad.orderNumber}`}).click();
  await expect(page.getByText(`Order ${bad.orderNumber} is queued for registration again`)).toBeVisible();
  await expect.poll(async () => (await state(bad.id)).isShipmentRegistered, {timeout: 20_000}).toBe(true);
  await page.reload();
  await onScreen(page, 'Registration failed');
  await expect(page.getByRole('checkbox', {name: `Select order ${bad.orderNumber}`})).toHaveCount(0);
});
