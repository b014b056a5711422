import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {DEMO_PASSWORD, login, logout, notice, onScreen} from './fixtures';

// Call-centre manager (spec 01 §4 "Call transfer", §7 "Order queries": the manager report). Orders made through the API
// as demo-admin for demo-buyer, unique per run.

const DAY = 86_400_000;
const SHOTS = process.env.E2E_SCREENSHOTS;
const randomDigits = (n: number) => Array.from({length: n}, () => Math.floor(Math.random() * 10)).join('');

async function apiAs(request: APIRequestContext, username: string) {
  const res = await request.post('/api/Members/login', {data: {username, password: DEMO_PASSWORD}});
  expect(res.status()).toBe(200);
  const {id: token, userId} = (await res.json()) as {id: string; userId: number};
  const call = async <T>(method: 'get' | 'post' | 'patch', path: string, data?: unknown): Promise<T> => {
    const r = await request[method](`/api${path}`, {headers: {Authorization: `Bearer ${token}`}, data});
    expect(r.ok(), `${method.toUpperCase()} ${path}: ${r.status()} ${await r.text()}`).toBe(true);
    return (await r.json()) as T;
  };
  return {userId, call};
}

/** Picks an option of a MUI select named by its label (exactly that label, with or without ' *'). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', {name: new RegExp(`^${label}( \\*)?( |$)`)}).click();
  await page.getByRole('option', {name: option, exact: true}).click();
}

interface ApiOrder {
  id: number;
  orderNumber: number;
  callerId: number | null;
  originalCallerId: number | null;
  isPermanentlyTransferred?: boolean;
}

test('a manager transfers two welcome calls permanently, the new caller sees them, the manager cancels', async ({page, request}) => {
  const admin = await apiAs(request, 'demo-admin');
  const from = await apiAs(request, 'demo-buyer');
  const to = await apiAs(request, 'demo-buyerweborder');
  const name = async (id: number) => (await admin.call<{name: string}>('get', `/Members/${id}`)).name;
  const [fromName, toName] = [await name(from.userId), await name(to.userId)];

  const orders: ApiOrder[] = [];
  for (const first of ['Siirto', 'Toinen']) {
    const client = await admin.call<{id: number}>('post', '/Clients', {
      firstName: first,
      lastName: 'Soitto',
      address: 'Aurakatu 5',
      zip: '20100',
      city: 'Turku',
      country: 'finland',
      language: 'finnish',
      phone: `3584${randomDigits(8)}`,
      gender: 'unknown',
      birthYear: 1951,
    });
    // Welcome call due a few minutes ago: today, so in the default search (today to the end of the week).
    orders.push(
      await admin.call<ApiOrder>('post', '/Orders', {
        clientId: client.id,
        callerId: from.userId,
        country: 'finland',
        language: 'finnish',
        team: 'turku',
        welcomeCall: new Date(Date.now() - 5 * 60_000).toISOString(),
        dueDate: new Date(Date.now() + 12 * DAY).toISOString(),
      }),
    );
  }

  await login(page, 'demo-ccmanager', DEMO_PASSWORD, '/cc-manager/transfer');
  await onScreen(page, 'Call transfer');
  await page.getByRole('button', {name: 'Search'}).click();
  await expect(page.getByText('Caller is required')).toBeVisible();
  await choose(page, 'Caller', fromName);
  await page.getByRole('button', {name: 'Search'}).click();
  const table = page.getByRole('table', {name: 'Orders to transfer'});
  for (const order of orders) await table.getByRole('checkbox', {name: `Select order ${order.orderNumber}`}).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await choose(page, 'New caller', toName);
  await choose(page, 'Transfer', 'Permanent');
  await page.getByRole('button', {name: 'Transfer', exact: true}).click();
  const question = page.getByRole('dialog', {name: 'Transfer orders'});
  for (const order of orders) await expect(question).toContainText(String(order.orderNumber));
  await question.getByRole('button', {name: 'Transfer', exact: true}).click();
  await expect(notice(page, 'orders have been transferred')).toHaveText('2 orders have been transferred');
  for (const order of orders) {
    expect(await admin.call<ApiOrder>('get', `/Orders/${order.id}`)).toMatchObject({
      callerId: to.userId,
      originalCallerId: from.userId,
      isPermanentlyTransferred: true,
    });
  }

  // The new caller has them on the welcome-call list.
  await logout(page);
  await login(page, 'demo-buyerweborder', DEMO_PASSWORD, '/buyer/welcome-calls');
  await onScreen(page, 'Welcome calls');
  for (const order of orders) {
    await page.getByRole('textbox', {name: 'Filter'}).fill(String(order.orderNumber));
    await expect(page.getByRole('link', {name: String(order.orderNumber), exact: true})).toBeVisible();
  }

  // The manager cancels: they go back to demo-buyer.
  await logout(page);
  await login(page, 'demo-ccmanager', DEMO_PASSWORD, '/cc-manager/cancel-transfer');
  await onScreen(page, 'Cancel transfer');
  await choose(page, 'Caller', toName);
  await page.getByRole('button', {name: 'Search'}).click();
  const transferred = page.getByRole('table', {name: 'Transferred orders'});
  for (const order of orders) await transferred.getByRole('checkbox', {name: `Select order ${order.orderNumber}`}).check();
  await page.getByRole('button', {name: 'Cancel transfer'}).click();
  await page.getByRole('dialog', {name: 'Cancel transfers'}).getByRole('button', {name: 'Cancel transfers'}).click();
  await expect(notice(page, 'transfers have been cancelled')).toHaveText('2 transfers have been cancelled');
  for (const order of orders) {
    await expect(transferred.getByRole('checkbox', {name: `Select order ${order.orderNumber}`})).toHaveCount(0);
    expect(await admin.call<ApiOrder>('get', `/Orders/${order.id}`)).toMatchObject({
      callerId: from.userId,
      originalCallerId: null,
      isPermanentlyTransferred: false,
    });
  }
});

test('the call lists and the report of a buyer', async ({page, request}) => {
  const admin = await apiAs(request, 'demo-admin');
  const buyer = await apiAs(request, 'demo-buyer');
  const buyerName = (await admin.call<{name: string}>('get', `/Members/${buyer.userId}`)).name;

  // A deactivated buyer's orders still have to be found: the chooser offers them, marked.
  const gone = await admin.call<{id: number; name: string}>('post', '/Members', {
    name: `Left ${Date.now().toString(36)}`,
    username: `left-${Date.now().toString(36)}`,
    password: 'a-long-password-1',
    buyer: true,
    isActive: false,
    team: 'turku',
    buyerCommission: 10,
    preferLanguage: 'finnish',
    preferCountry: 'finland',
  });

  await login(page, 'demo-ccmanager', DEMO_PASSWORD, '/cc-manager/lists');
  await onScreen(page, 'Call lists');
  await choose(page, 'Caller', `${gone.name} (deactivated)`);
  await expect(page.getByRole('table', {name: 'Call lists'})).toBeVisible();
  await choose(page, 'Caller', buyerName);
  await page.getByRole('button', {name: 'Search'}).click();
  await expect(page.getByRole('table', {name: 'Call lists'})).toBeVisible();

  await page.goto('/cc-manager/report');
  await onScreen(page, 'Report');
  await page.getByRole('button', {name: 'Show'}).click();
  await expect(page.getByText('Caller is required')).toBeVisible();
  await choose(page, 'Caller', buyerName);
  await page.getByRole('button', {name: 'Show'}).click();
  const report = page.getByRole('table', {name: 'Report'});
  await expect(report).toBeVisible();
  // The header and the thirteen figures, each saying what it counts.
  await expect(report.getByRole('row')).toHaveCount(14);
  await expect(report.getByText('Orders closed with the reason')).toBeVisible();
  await expect(report.getByRole('columnheader', {name: buyerName})).toBeVisible();
  // demo-buyer works at a location (Turku): its column and bars come third.
  await expect(report.getByRole('columnheader', {name: /^Location /})).toBeVisible();
  await expect(page.getByRole('figure', {name: 'Member, team and location'})).toBeVisible();
  if (SHOTS) await page.screenshot({path: `${SHOTS}/manager-report.png`, fullPage: true});
});
