import {expect, test} from '@playwright/test';
import {DEMO_PASSWORD, login, notice, onScreen} from './fixtures';

// Cold cases (spec 01 §2 "Buyer", §4 "Cold call events"): the lists per language and the cold-call form.

test('a cold caller closes a cold case by cold call', async ({page, request}) => {
  const res = await request.post('/api/Members/login', {data: {username: 'demo-iscoldcaller', password: DEMO_PASSWORD}});
  const {id: token} = (await res.json()) as {id: string};
  // The newest Finnish cold case of the demo data (created more than 45 days ago, open, not received).
  const list = await request.get('/api/cold-cases/finnish?limit=1', {headers: {Authorization: `Bearer ${token}`}});
  expect(list.status()).toBe(200);
  const {total, orders} = (await list.json()) as {total: number; orders: {id: number; orderNumber: number}[]};
  test.skip(total === 0, 'no Finnish cold case in the data');

  await login(page, 'demo-iscoldcaller', DEMO_PASSWORD, '/cold-cases/finnish');
  await onScreen(page, 'Cold cases: Finnish');
  await expect(page.getByRole('table', {name: 'Cold cases'})).toBeVisible();
  await page.getByRole('link', {name: String(orders[0].orderNumber), exact: true}).click();
  await onScreen(page, `Cold call: order ${orders[0].orderNumber}`);
  await expect(page.getByRole('button', {name: 'Send return code SMS'})).toBeVisible();

  await page.getByRole('button', {name: 'Save'}).click();
  await expect(notice(page, 'Please choose event')).toBeVisible();
  await page.getByRole('radio', {name: 'Close'}).check();
  await page.getByLabel('Message').fill('Not interested any more');
  await page.getByRole('button', {name: 'Save'}).click();
  await page.getByRole('dialog', {name: 'Close the order'}).getByRole('button', {name: 'Close order'}).click();
  await expect(notice(page, 'Saved!')).toBeVisible();
  await onScreen(page, 'Cold cases: Finnish');
  await expect(page.getByRole('link', {name: String(orders[0].orderNumber), exact: true})).toHaveCount(0);
});

test('an unknown cold-case language says so', async ({page}) => {
  await login(page, 'demo-iscoldcaller', DEMO_PASSWORD, '/cold-cases/german');
  await onScreen(page, 'Unknown language');
});
