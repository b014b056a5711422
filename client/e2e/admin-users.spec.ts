import {MESSAGES, visibleMenu} from '@karat/shared';
import {expect, test} from '@playwright/test';
import {choose, field, onScreen, login, loginAs, logout, mainMenu, notice, shownMenuAreas, unique} from './fixtures';

test('admin creates a member who can then log in', async ({page}) => {
  const name = unique('E2E Buyer');
  const username = `e2e-${Date.now().toString(36)}`;
  const password = 'secret-password';

  await loginAs(page, 'admin', '/admin/users');
  await page.getByRole('link', {name: 'New user'}).click();
  await onScreen(page, 'New user');

  await field(page, 'Name').fill(name);
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(password);
  await field(page, 'Phone').fill('358401234567');
  await field(page, 'Buyer commission').fill('12');
  await choose(page, 'Preferred language', 'Finnish');
  await choose(page, 'Preferred country', 'Finland');
  await choose(page, 'Team', 'Turku');
  await page.getByRole('checkbox', {name: 'Buyer', exact: true}).check();
  await page.getByRole('button', {name: 'Save'}).click();

  await expect(notice(page, MESSAGES.saved)).toBeVisible();
  await onScreen(page, 'Users');
  await field(page, 'Name').fill(name);
  const row = page.getByRole('row').filter({hasText: username});
  await expect(row).toBeVisible();
  await expect(row).toContainText('Buyer');

  // The edit form shows what was saved, numbers included.
  await row.getByRole('link', {name: `Edit ${name}`}).click();
  await onScreen(page, `Edit user ${name}`);
  await expect(field(page, 'Buyer commission')).toHaveValue('12');
  await expect(page.getByRole('checkbox', {name: 'Buyer', exact: true})).toBeChecked();

  await logout(page);
  await login(page, username, password);
  await expect(page.getByRole('heading', {name: `Welcome, ${name}`})).toBeVisible();
  await expect.poll(() => shownMenuAreas(page)).toEqual(visibleMenu({buyer: true}).map(a => a.label));
});

test('admin edits a member and changes the password', async ({page}) => {
  const name = unique('E2E Teller');
  const username = `e2e-t-${Date.now().toString(36)}`;
  await loginAs(page, 'admin', '/admin/users/new');
  await onScreen(page, 'New user');
  await field(page, 'Name').fill(name);
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill('first-password');
  await choose(page, 'Preferred language', 'Swedish');
  await choose(page, 'Preferred country', 'Sweden');
  await page.getByRole('button', {name: 'Save'}).click();
  await onScreen(page, 'Users');

  await field(page, 'Name').fill(name);
  await page.getByRole('link', {name: `Edit ${name}`}).click();
  await onScreen(page, `Edit user ${name}`);
  await page.getByRole('checkbox', {name: 'Teller', exact: true}).check();
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(notice(page, MESSAGES.saved)).toBeVisible();
  await expect(page.getByRole('row').filter({hasText: username})).toContainText('Teller');

  await page.getByRole('link', {name: `Change password of ${name}`}).click();
  await onScreen(page, `Change password: ${name}`);
  await field(page, 'Password').fill('second-password');
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(notice(page, MESSAGES.saved)).toBeVisible();
  // The save goes back to the list; a logout clicked before it gets there would be overtaken by it.
  await onScreen(page, 'Users');

  await logout(page);
  await login(page, username, 'second-password');
  await expect(mainMenu(page)).toBeVisible();
});

test('an 11-character, a common or the username as password is refused before anything is sent', async ({page}) => {
  await loginAs(page, 'admin', '/admin/users/new');
  await onScreen(page, 'New user');
  await field(page, 'Password').fill('kettle-harb');
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(page.getByText(MESSAGES.passwordMin)).toBeVisible();
  await field(page, 'Password').fill('Qwerty123456');
  await expect(page.getByText(MESSAGES.passwordCommon)).toBeVisible();
  await field(page, 'Username').fill('kettle.harbour');
  await field(page, 'Password').fill('KETTLE.HARBOUR');
  await expect(page.getByText(MESSAGES.passwordIsUsername)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\/new$/);
});

test('the server message shows as a red notice', async ({page}) => {
  await loginAs(page, 'admin', '/admin/users/new');
  await onScreen(page, 'New user');
  // demo-admin exists, so the server refuses the duplicate username.
  await field(page, 'Name').fill(unique('Duplicate'));
  await field(page, 'Username').fill('demo-admin');
  await field(page, 'Password').fill('secret-password');
  await choose(page, 'Preferred language', 'Finnish');
  await choose(page, 'Preferred country', 'Finland');
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(page.locator('[data-notice="error"]')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\/new$/);
});
