import {expect, test} from '@playwright/test';
import {AdminApi} from './api';
import {field, loginAs, onScreen, openInApp} from './fixtures';

// A bursar scans a paid order with an ignoble return, is told to make the return,
// ticks 'I made return', confirms the returns prompt and completes it; it is in today's handled list.

test('a bursar completes one order with a return', async ({page, request}) => {
  const admin = await AdminApi.login(request);
  // The state the teller and payer leave, through their commands: approved with an ignoble return, paid.
  const order = await admin.valuedOrder(5);
  await admin.approve(order, 120.5, {ignobleReturn: true});
  await admin.pay([order]);
  // Valued, not yet approved nor paid.
  const other = await admin.valuedOrder(5);

  await loginAs(page, 'bursar', '/bursar/finland/barcode');
  await onScreen(page, 'Bursar Finnish');
  await field(page, 'Bar Code').fill(other.barCode!);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({hasText: 'Order is not paid'})).toBeVisible();
  await expect(field(page, 'Bar Code')).toBeFocused();

  await field(page, 'Bar Code').fill(order.barCode!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/bursar/finland/${order.id}$`));
  await onScreen(page, `Order ${order.orderNumber}`);
  await expect(page.getByText('Ignoble return: Yes', {exact: true})).toBeVisible();

  await field(page, 'Bursar comment').fill('Returned by post');
  await page.getByRole('button', {name: 'Complete'}).click();
  await expect(page.getByRole('alert').filter({hasText: 'You should make return'})).toBeVisible();
  await page.getByLabel('I made return').check();
  await page.getByRole('button', {name: 'Complete'}).click();
  const prompt = page.getByRole('dialog');
  await expect(prompt).toContainText('Please make sure you have made returns correctly!');
  await prompt.getByRole('button', {name: 'Complete'}).click();
  await expect(page).toHaveURL(/\/bursar\/finland\/barcode$/);

  const stored = await admin.call<{isComplete: boolean; isBursarReturnMade: boolean; bursarComment: string; bursarHandleDate: string | null}>(
    'get',
    `/Orders/${order.id}`,
  );
  expect(stored).toMatchObject({isComplete: true, isBursarReturnMade: true, bursarComment: 'Returned by post'});
  expect(stored.bursarHandleDate).not.toBeNull();

  await openInApp(page, '/bursar/handled');
  await expect(page.getByRole('table', {name: 'Handled orders'}).getByText(String(order.orderNumber), {exact: true})).toBeVisible();
});

test("the demo's unhandled list has orders to complete, and a second completion is refused", async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const page1 = await admin.call<{total: number; orders: {id: number; country: string}[]}>('get', '/bursar/unhandled?limit=5');
  expect(page1.total).toBeGreaterThan(0);
  await loginAs(page, 'bursar', '/bursar/unhandled');
  await expect(page.getByRole('table', {name: 'Unhandled orders'}).getByRole('row')).not.toHaveCount(1);
  // The payer's files are one click away, readable by the bursar.
  await page.getByRole('link', {name: 'Payment files'}).click();
  await expect(page.getByRole('heading', {name: 'Payment files'})).toBeVisible();
  await expect(page.getByText('Not for your role')).toHaveCount(0);
  const done = await admin.valuedOrder(5);
  await admin.approve(done, 40);
  await admin.pay([done]);
  await admin.call('post', `/Orders/${done.id}/bursar`, {isBursarReturnMade: false});
  await openInApp(page, `/bursar/finland/${done.id}`);
  await expect(page.getByText(/^Completed .* by Demo Admin$/)).toBeVisible();
  await expect(page.getByRole('button', {name: 'Complete'})).toBeDisabled();
});
