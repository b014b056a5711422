import {expect, test} from '@playwright/test';
import {AdminApi} from './api';
import {loginAs} from './fixtures';

// Send SMS acts on every order the arrival SMS page lists, so this file runs alone, after the
// others (the "whole lists" project in playwright.config.ts): run beside them it emptied the list
// another test was reading.

test("the Finnish arrival SMS page's Send SMS sends each listed order its message; the SMS log shows it", async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const order = await admin.createOrder();
  await admin.receive(order);
  await loginAs(page, 'teller');
  await page.goto('/teller/sms/finnish');
  await expect(page.getByRole('table', {name: 'Clients'}).getByText(String(order.orderNumber), {exact: true})).toBeVisible();
  await page.getByRole('button', {name: 'Send SMS'}).click();
  // The work: the page sends every listed order its SMS in turn, one server call each, and the list
  // holds every received Finnish order without one (the demo's and other tests'): about 10 s here.
  await expect(page.getByRole('table', {name: 'Clients'}).getByText(String(order.orderNumber), {exact: true})).toHaveCount(0, {timeout: 60_000});
  const stored = await admin.call<{arrivedSmsDate: string | null}>('get', `/Orders/${order.id}`);
  expect(stored.arrivedSmsDate).not.toBeNull();
  await page.goto('/teller/sms/log');
  await expect(page.getByRole('table', {name: 'SMS log'}).getByText(String(order.orderNumber), {exact: true})).toBeVisible();
});
