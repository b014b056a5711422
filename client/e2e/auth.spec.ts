import {MESSAGES} from '@karat/shared';
import {expect, test} from '@playwright/test';
import {DEMO_PASSWORD, TOKEN_KEY, demoUsername, loginAs, mainMenu, submitLogin} from './fixtures';

test('a wrong password shows the server message under the form', async ({page}) => {
  await submitLogin(page, demoUsername('admin'), `${DEMO_PASSWORD}-wrong`);
  const form = page.getByRole('form', {name: 'Login'});
  await expect(form.getByText(MESSAGES.loginFailed)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a login through the form opens the shell with the member's menu", async ({page}) => {
  await submitLogin(page, demoUsername('admin'), DEMO_PASSWORD);
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByRole('heading', {name: /^Welcome, /})).toBeVisible();
  expect(await page.evaluate(key => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();
});

test('every other page needs a login', async ({page}) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('form', {name: 'Login'})).toBeVisible();
});

test('logout returns to /login and the old token is refused', async ({page}) => {
  await loginAs(page, 'admin');
  const token = await page.evaluate(key => localStorage.getItem(key), TOKEN_KEY);
  expect(token).toBeTruthy();
  const before = await page.request.get('/api/Members/me', {headers: {Authorization: `Bearer ${token}`}});
  expect(before.status()).toBe(200);

  await mainMenu(page).getByRole('link', {name: 'Logout'}).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(key => localStorage.getItem(key), TOKEN_KEY)).toBeNull();

  const after = await page.request.get('/api/Members/me', {headers: {Authorization: `Bearer ${token}`}});
  expect(after.status()).toBe(401);

  // A protected page now sends the user back to the login.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a token the server refuses is forgotten and the login shows', async ({page}) => {
  await page.goto('/login');
  await page.evaluate(key => localStorage.setItem(key, 'not-a-valid-token'), TOKEN_KEY);
  await page.goto('/admin/users');
  await expect(page.getByRole('form', {name: 'Login'})).toBeVisible();
  expect(await page.evaluate(key => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});
