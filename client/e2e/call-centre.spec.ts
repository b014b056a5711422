import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {startOfBusinessDay} from '@karat/shared';
import {DEMO_PASSWORD, login, notice, onScreen} from './fixtures';

// Call-centre ergonomics: attempts and last try on the buyer's lists (a just-tried
// order goes after the untried ones), the call form's earlier calls, tel: links, and the manager's
// transfer search paged and sorted on the server with Back returning to the same page.

const randomDigits = (n: number) => Array.from({length: n}, () => Math.floor(Math.random() * 10)).join('');
/** Letters only (a client's name takes no digits), unique per run. */
const tag = () =>
  `Ergo${Date.now()
    .toString(36)
    .replace(/\d/g, d => 'abcdefghij'[Number(d)])}`;

async function apiAs(request: APIRequestContext, username: string) {
  const res = await request.post('/api/Members/login', {data: {username, password: DEMO_PASSWORD}});
  expect(res.status()).toBe(200);
  const {id: token, userId} = (await res.json()) as {id: string; userId: number};
  const call = async <T>(method: 'get' | 'post', path: string, data?: unknown): Promise<T> => {
    const r = await request[method](`/api${path}`, {headers: {Authorization: `Bearer ${token}`}, data});
    expect(r.ok(), `${method.toUpperCase()} ${path}: ${r.status()} ${await r.text()}`).toBe(true);
    return (await r.json()) as T;
  };
  return {userId, call};
}

type Admin = Awaited<ReturnType<typeof apiAs>>;

/** A Finnish client and an order of `callerId` whose welcome call was due a few minutes ago. */
async function givenWelcomeCall(admin: Admin, callerId: number, lastName: string, minutesAgo = 5, from = Date.now()) {
  const phone = `3584${randomDigits(8)}`;
  const client = await admin.call<{id: number}>('post', '/Clients', {
    firstName: 'Eeva',
    lastName,
    address: 'Aurakatu 7',
    zip: '20100',
    city: 'Turku',
    country: 'finland',
    language: 'finnish',
    phone,
    gender: 'female',
    birthYear: 1948,
  });
  const order = await admin.call<{id: number; orderNumber: number}>('post', '/Orders', {
    clientId: client.id,
    callerId,
    country: 'finland',
    language: 'finnish',
    team: 'turku',
    welcomeCall: new Date(from - minutesAgo * 60_000).toISOString(),
    dueDate: new Date(Date.now() + 12 * 86_400_000).toISOString(),
  });
  return {...order, phone};
}

/** The order numbers of a table's rows, top to bottom (the first cell holding digits only). */
async function rowOrder(page: Page, table: string, numbers: number[]) {
  const rows = page.getByRole('table', {name: table}).getByRole('row');
  const texts = await rows.allInnerTexts();
  return numbers.map(n => texts.findIndex(text => text.split(/\s+/).includes(String(n))));
}

test('a buyer sees attempts and last try, a just-tried call moves after the untried ones, the form shows the earlier call, the phone dials', async ({
  page,
  request,
}) => {
  const admin = await apiAs(request, 'demo-admin');
  const buyer = await apiAs(request, 'demo-buyer');
  const name = tag();
  const first = await givenWelcomeCall(admin, buyer.userId, name, 10);
  const second = await givenWelcomeCall(admin, buyer.userId, name, 5);

  await login(page, 'demo-buyer', DEMO_PASSWORD, `/buyer/welcome-calls?q=${name}`);
  await onScreen(page, 'Welcome calls');
  const table = page.getByRole('table', {name: 'Welcome calls'});
  await expect(table.getByRole('link', {name: String(second.orderNumber), exact: true})).toBeVisible();
  // Untried: due first, no calls yet.
  let [a, b] = await rowOrder(page, 'Welcome calls', [first.orderNumber, second.orderNumber]);
  expect(a).toBeGreaterThan(0);
  expect(a).toBeLessThan(b);
  await expect(table.getByRole('columnheader', {name: 'Attempts'})).toBeVisible();
  await expect(table.getByRole('row').filter({hasText: String(first.orderNumber)})).toContainText('No calls yet');
  // The phone is a tel: link.
  await expect(table.getByRole('link', {name: first.phone})).toHaveAttribute('href', `tel:+${first.phone}`);

  await table.getByRole('link', {name: String(first.orderNumber), exact: true}).click();
  await onScreen(page, `Welcome call: order ${first.orderNumber}`);
  const history = page.getByRole('region', {name: 'Earlier calls and SMS'});
  await expect(history.getByRole('table', {name: 'Earlier calls'})).toContainText('No earlier calls');
  await expect(history).toContainText('No calls yet');
  await expect(page.getByRole('link', {name: first.phone})).toHaveAttribute('href', `tel:+${first.phone}`);
  await page.getByRole('radio', {name: 'Does not answer'}).check();
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(notice(page, 'Saved!')).toBeVisible();

  // Back on the list: the order just tried comes after the untried one, with its attempt and last try.
  await onScreen(page, 'Welcome calls');
  await page.goto(`/buyer/welcome-calls?q=${name}`);
  await expect(table.getByRole('row').filter({hasText: String(first.orderNumber)})).not.toContainText('No calls yet');
  [a, b] = await rowOrder(page, 'Welcome calls', [first.orderNumber, second.orderNumber]);
  expect(b).toBeGreaterThan(0);
  expect(a).toBeGreaterThan(b);
  const tried = table.getByRole('row').filter({hasText: String(first.orderNumber)});
  await expect(tried.getByRole('cell').nth(5)).toHaveText('1');
  await expect(tried).toContainText('ago');

  // The form now shows the earlier call: when, what, who.
  await table.getByRole('link', {name: String(first.orderNumber), exact: true}).click();
  await onScreen(page, `Welcome call: order ${first.orderNumber}`);
  const calls = history.getByRole('table', {name: 'Earlier calls'});
  await expect(calls.getByRole('row')).toHaveCount(2);
  await expect(calls).toContainText('Does not answer');
  await expect(calls).toContainText('Welcome call');
  await expect(history).toContainText('1 call, last');
});

test("the manager's transfer search pages and sorts on the server, keeps the selection across pages, and Back returns to the same page", async ({
  page,
  request,
}) => {
  const admin = await apiAs(request, 'demo-admin');
  const suffix = tag();
  const caller = await admin.call<{id: number; name: string}>('post', '/Members', {
    name: `Caller ${suffix}`,
    username: `caller-${suffix.toLowerCase()}`,
    password: 'a-long-password-1',
    buyer: true,
    isActive: true,
    team: 'turku',
    buyerCommission: 10,
    preferLanguage: 'finnish',
    preferCountry: 'finland',
  });
  const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliet', 'Kilo', 'Lima'];
  // Made in reverse, so the default order (due first) is not the names' order.
  const made: Record<string, {orderNumber: number}> = {};
  // All within today in the business time zone, whatever the hour: the search's default range starts
  // at today's midnight, and a run just after it must not put half the orders in yesterday.
  const from = Math.max(Date.now(), startOfBusinessDay(new Date()).getTime() + 60 * 60_000);
  for (const [i, lastName] of [...names].reverse().entries()) made[lastName] = await givenWelcomeCall(admin, caller.id, lastName, 30 - i, from);

  await login(page, 'demo-ccmanager', DEMO_PASSWORD, '/cc-manager/transfer?size=10');
  await onScreen(page, 'Call transfer');
  await page.getByRole('combobox', {name: /^Caller( \*)?( |$)/}).click();
  await page.getByRole('option', {name: caller.name, exact: true}).click();
  await page.getByRole('button', {name: 'Search'}).click();
  const table = page.getByRole('table', {name: 'Orders to transfer'});
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByText('1–10 of 12')).toBeVisible();
  // Due first by default: the first made (Lima) is due earliest.
  await expect(table.getByRole('row').nth(1)).toContainText('Lima');

  // Sorted by client on the server: A..J on the first page, Kilo and Lima on the second.
  await table.getByRole('columnheader', {name: 'Client'}).getByRole('button').click();
  await expect(page).toHaveURL(/sort=client/);
  await expect(table.getByRole('row').nth(1)).toContainText('Alpha');
  await table.getByRole('checkbox', {name: `Select order ${made.Alpha.orderNumber}`}).check();
  await page.getByRole('button', {name: 'Go to next page'}).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('11–12 of 12')).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Kilo');
  await expect(table.getByRole('row').nth(2)).toContainText('Lima');
  await table.getByRole('checkbox', {name: `Select order ${made.Lima.orderNumber}`}).check();
  // The selection spans the pages.
  await expect(page.getByText('2 selected')).toBeVisible();

  // Away and Back: the same search, sort and page.
  await page.goto('/cc-manager/lists');
  await onScreen(page, 'Call lists');
  await page.goBack();
  await onScreen(page, 'Call transfer');
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('11–12 of 12')).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Kilo');

  // Descending: the page starts again, Lima first.
  await table.getByRole('columnheader', {name: 'Client'}).getByRole('button').click();
  await expect(page).toHaveURL(/sort=-client/);
  await expect(table.getByRole('row').nth(1)).toContainText('Lima');
  await expect(page.getByText('1–10 of 12')).toBeVisible();
});
