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
  await loginAs(page, 'teller', '/teller/sms/finnish');
  await expect(page.getByRole('table', {name: 'Clients'}).getByText(String(order.orderNumber), {exact: true})).toBeVisible();
  const listed = (await page.getByRole('table', {name: 'Clients'}).getByRole('row').count()) - 1;
  const first = (await page.getByRole('table', {name: 'Clients'}).getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();
  await page.getByRole('button', {name: 'Send SMS'}).click();
  // Asked first: how many clients, and who (the first of them at least: the question lists 50).
  const question = page.getByRole('dialog', {name: 'Send the arrival SMS?'});
  await expect(question.getByText(`The arrival SMS goes to ${listed} ${listed === 1 ? 'client' : 'clients'}:`)).toBeVisible();
  await expect(question.getByRole('cell', {name: first, exact: true}).first()).toBeVisible();
  await question.getByRole('button', {name: `Send ${listed} SMS`}).click();
  // The work: the page sends every listed order its SMS in turn, one server call each, and the list
  // holds every received Finnish order without one (the demo's and other tests'): about 10 s here.
  // The result keeps the client's order number, name and phone once the list has moved on.
  const done = page
    .getByRole('table', {name: 'Clients'})
    .getByRole('row')
    .filter({hasText: String(order.orderNumber)});
  await expect(page.getByRole('button', {name: 'Send SMS'})).toBeVisible({timeout: 60_000});
  await expect(done.getByText('sent', {exact: true})).toBeVisible();
  await expect(done.getByRole('link', {name: /\d/})).toBeVisible();
  const stored = await admin.call<{arrivedSmsDate: string | null}>('get', `/Orders/${order.id}`);
  expect(stored.arrivedSmsDate).not.toBeNull();
  await page.goto('/teller/sms/log');
  await expect(page.getByRole('table', {name: 'SMS log'}).getByText(String(order.orderNumber), {exact: true})).toBeVisible();
});
