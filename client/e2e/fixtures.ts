import {expect, type Page} from '@playwright/test';
import {ROLE_FLAGS, SIDEBAR, visibleMenu, type RoleFlag} from '@karat/shared';
import {TEXTS} from '../src/lib/texts';

/** Demo staff seeded by `npm run demo`: one account per role flag, username demo-<flag> in lower case. */
export const DEMO_ROLES: RoleFlag[] = [...ROLE_FLAGS];
export const DEMO_PASSWORD = 'demo-password';
export const demoUsername = (role: RoleFlag) => `demo-${role.toLowerCase()}`;

/** Where the client keeps the access token (src/lib/auth-token.ts). */
export const TOKEN_KEY = 'karat.token';

/** A name no earlier run used, so tests can run again on the same database. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** A name of letters only that no earlier run used (names and cities take no digits): base-26 digits as the letters after p. */
export const uniqueLetters = (prefix: string) =>
  `${prefix}${Date.now()
    .toString(26)
    .replace(/\d/g, digit => 'qrstuvwxyz'[Number(digit)])}`;

export async function submitLogin(page: Page, username: string, password: string) {
  await page.goto('/login');
  await submitLoginForm(page, username, password);
}

/** Fills the login form on screen and presses its Login. */
async function submitLoginForm(page: Page, username: string, password: string) {
  const form = page.getByRole('form', {name: 'Login'});
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', {name: 'Login'}).click();
}

/**
 * Logs in and waits until the shell (and so the member) has loaded, or `at` is open. In a new page
 * the login is the API's, its token put where the app keeps it, as Playwright's guides advise: the
 * form's own tests are in auth.spec.ts, and the others skip drawing it.
 */
export async function login(page: Page, username: string, password = DEMO_PASSWORD, at?: string) {
  // After a logout the same running app shows its login form: the next member signs in there, as
  // at a shared desk, and goes on inside the app (no new start of it).
  if (await page.getByRole('form', {name: 'Login'}).isVisible()) {
    await signInHere(page, username, password);
    if (at) await openInApp(page, at);
    return;
  }
  const res = await page.request.post('/api/Members/login', {data: {username, password}});
  expect(res.ok(), `login of ${username}: ${res.status()}`).toBe(true);
  const {id: token} = (await res.json()) as {id: string};
  // The token is put in place as the app's page loads, before the app reads it, and for that one
  // load only (a later logout stays logged out): no page of the origin has to be opened first to
  // reach its storage, which cost a renderer's start per test.
  const seed = await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);
  // Straight to the test's first screen: the app starts once, there (the caller waits for it).
  await page.goto(at ?? '/');
  await seed.dispose();
  if (at) return;
  await expectHome(page);
}

/** The home screen, loaded: the shell's menu (or, below 1200 px, its button) and the welcome. */
async function expectHome(page: Page) {
  // The home's heading says the first screen has loaded, so a click that follows is not made while
  // the app is still starting.
  await expect(mainMenu(page).or(page.getByRole('button', {name: TEXTS.shell.openMenu}))).toBeVisible();
  await expect(page.getByRole('heading', {level: 1, name: /^Welcome, /})).toBeVisible();
}

/**
 * Logs out through the menu, as staff do (the app keeps running: no new start of it), and waits
 * until the token is revoked and the login shows.
 */
export async function logout(page: Page) {
  const link = mainMenu(page).getByRole('link', {name: LOGOUT, exact: true});
  const folded = page.getByRole('button', {name: TEXTS.shell.openMenu});
  await expect(link.or(folded).first()).toBeVisible();
  if (!(await link.isVisible())) await folded.click();
  await link.click();
  await expect(page.getByRole('form', {name: 'Login'})).toBeVisible();
}

/** Signs in through the login form already on screen (after `logout`: the same running app) and waits for the home screen. */
export async function signInHere(page: Page, username: string, password = DEMO_PASSWORD) {
  await submitLoginForm(page, username, password);
  await expectHome(page);
}

export const loginAs = (page: Page, role: RoleFlag, at?: string) => login(page, demoUsername(role), DEMO_PASSWORD, at);

/** The menu's Logout (shared's sidebar names it). */
const LOGOUT = SIDEBAR.find(area => area.key === 'logout')!.label;

export const mainMenu = (page: Page) => page.getByRole('navigation', {name: TEXTS.shell.mainMenu});

/** The menu areas the sidebar shows, in order (each area is a labelled group). */
export function shownMenuAreas(page: Page): Promise<string[]> {
  return mainMenu(page)
    .getByRole('group')
    .evaluateAll(groups => groups.map(group => group.getAttribute('aria-label') ?? ''));
}

/** What the shared rule says this signed-in member sees, from the member's own flags on the server. */
export async function expectedMenuAreas(page: Page): Promise<string[]> {
  const token = await page.evaluate(key => localStorage.getItem(key), TOKEN_KEY);
  const res = await page.request.get('/api/Members/me', {headers: {Authorization: `Bearer ${token}`}});
  expect(res.status()).toBe(200);
  return visibleMenu(await res.json()).map(area => area.label);
}

/** A notice with this text (an earlier one may still be showing, hence first()). */
export const notice = (page: Page, text: string) => page.getByRole('alert').filter({hasText: text}).first();

/**
 * Waits for a screen's heading. Screens are lazy chunks and the router keeps the previous screen
 * up while one loads, so typing right after a navigation could land in the old screen.
 */
export const onScreen = (page: Page, heading: string | RegExp) => expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form input by its label; MUI appends ' *' to the labels of required fields. */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}[\\s*]*$`));
}

/** Picks an option of a MUI select (a combobox named by its label). */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', {name: label}).click();
  await page.getByRole('option', {name: option, exact: true}).click();
}

/**
 * Goes to `path` inside the app, as its menu links do (the router's own navigation, no page load),
 * and waits for that screen's heading: a new one, since the router keeps the previous screen up
 * while the next one's chunk loads. So the app starts once per test, not once per screen.
 */
export async function openInApp(page: Page, path: string) {
  const heading = page.getByRole('heading', {level: 1});
  // The login leaves the member on the home screen: already there.
  if (new URL(page.url()).pathname === path) {
    await expect(heading, `a heading on ${path}`).toBeVisible();
    return;
  }
  const previous = await heading.textContent();
  // The entry the router's own push writes (its index too, which its Back and its leave guards
  // read), then the event it follows when the browser moves to an entry.
  await page.evaluate(to => {
    const {idx = 0} = (window.history.state ?? {}) as {idx?: number};
    window.history.pushState({usr: null, key: Math.random().toString(36).slice(2, 10), idx: idx + 1}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: window.history.state}));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
  if (previous !== null) await expect(heading, `the heading of ${path}`).not.toHaveText(previous);
  await expect(heading, `a heading on ${path}`).toBeVisible();
}
