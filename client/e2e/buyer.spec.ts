import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {DEMO_PASSWORD, field, login, notice, onScreen, openInApp} from './fixtures';

// Buyer screens (spec 01 §2 "Buyer", §4 "Welcome call events", "After call events"). Data through the API as
// demo-admin, unique per run; nothing depends on the demo orders.

const DAY = 86_400_000;
const SHOTS = process.env.E2E_SCREENSHOTS;

async function apiAs(request: APIRequestContext, username: string) {
  const res = await request.post('/api/Members/login', {data: {username, password: DEMO_PASSWORD}});
  expect(res.status()).toBe(200);
  const {id: token, userId} = (await res.json()) as {id: string; userId: number};
  const call = async <T>(method: 'get' | 'post' | 'patch', path: string, data?: unknown): Promise<T> => {
    const r = await request[method](`/api${path}`, {headers: {Authorization: `Bearer ${token}`}, data});
    expect(r.ok(), `${method.toUpperCase()} ${path}: ${r.status()} ${await r.text()}`).toBe(true);
    return r.status() === 204 ? (undefined as T) : ((await r.json()) as T);
  };
  return {userId, call};
}

const randomDigits = (n: number) => Array.from({length: n}, () => Math.floor(Math.random() * 10)).join('');
const filter = (value: unknown) => encodeURIComponent(JSON.stringify(value));

interface ApiOrder {
  id: number;
  orderNumber: number;
  clientId: number;
  callerId: number | null;
  barCode?: string | null;
  closed?: boolean;
  welcomeCallDone?: boolean;
  closeReason?: string | null;
}

/** The call lists' quick filter, so the order shows whatever the demo data holds. */
async function filterList(page: Page, orderNumber: number) {
  await page.getByRole('textbox', {name: 'Filter'}).fill(String(orderNumber));
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({path: `${SHOTS}/${name}.png`, fullPage: true});
}

test('a buyer adds an order for a new client found by phone, then records its welcome call', async ({page, request}) => {
  const admin = await apiAs(request, 'demo-admin');
  const phone = `3584${randomDigits(8)}`;
  const lastName = `Testinen${randomDigits(4).replace(/\d/g, d => 'abcdefghij'[Number(d)])}`;

  await login(page, 'demo-buyer', DEMO_PASSWORD, '/buyer/add-order');
  await onScreen(page, 'Add order');

  // The phone is checked in the browser first.
  const phoneField = field(page, 'Phone');
  await phoneField.fill('12345');
  await page.getByRole('button', {name: 'Find client'}).click();
  await expect(page.getByText('Missing country code')).toBeVisible();
  await phoneField.fill('358 40 abc');
  await page.getByRole('button', {name: 'Find client'}).click();
  await expect(page.getByText('Phone number must contain only numbers')).toBeVisible();

  // No client has this phone: the new-client form opens with the phone filled in, in its
  // international form, though the buyer typed it as read out ('040 ...' for a Finnish buyer).
  await phoneField.fill(`0${phone.slice(3, 5)} ${phone.slice(5)}`);
  await page.getByRole('button', {name: 'Find client'}).click();
  const form = page.getByRole('form', {name: 'Add order'});
  await expect(form).toBeVisible();
  await expect(page.getByText('New client')).toBeVisible();
  await expect(field(page, 'Phone')).toHaveValue(phone);
  // Only web-order buyers see the web-order box.
  await expect(page.getByRole('checkbox', {name: 'Web order'})).toHaveCount(0);

  // Required fields are checked before anything is sent.
  await form.getByRole('button', {name: 'Add order'}).click();
  await expect(page.getByText('First name is required')).toBeVisible();

  await field(page, 'First name').fill('Matti');
  await field(page, 'Last name').fill(lastName);
  await field(page, 'Address').fill('Aurakatu 1');
  await field(page, 'Zip').fill('20100');
  await field(page, 'City').fill('Turku');
  await field(page, 'Birth year').fill('1950');
  await field(page, 'General message').fill('Call after 16');
  await shot(page, 'add-order-form');
  await form.getByRole('button', {name: 'Add order'}).click();
  await expect(notice(page, 'Saved!')).toHaveText(/^Saved! Order \d+$/);
  await expect(page.getByRole('form', {name: 'Find client'})).toBeVisible();

  // The same phone now finds the client: the form starts with the client's fields.
  await field(page, 'Phone').fill(phone);
  await page.getByRole('button', {name: 'Find client'}).click();
  await expect(field(page, 'Last name')).toHaveValue(lastName);
  await expect(page.getByText(/^Client \d+$/)).toBeVisible();
  await page.getByRole('button', {name: 'Change phone'}).click();
  await expect(page.getByRole('form', {name: 'Find client'})).toBeVisible();

  // The order belongs to demo-buyer; its welcome call is made due now so it is on today's list.
  const [client] = await admin.call<{id: number}[]>('get', `/Clients?filter=${filter({where: {phone}})}`);
  const [order] = await admin.call<ApiOrder[]>('get', `/Orders?filter=${filter({where: {clientId: client.id}})}`);
  const buyer = await apiAs(request, 'demo-buyer');
  expect(order).toMatchObject({callerId: buyer.userId, generalMessage: 'Call after 16'});
  await admin.call('patch', `/Orders/${order.id}`, {welcomeCall: new Date(Date.now() - 60_000).toISOString()});

  await openInApp(page, '/buyer/welcome-calls');
  await onScreen(page, 'Welcome calls');
  await filterList(page, order.orderNumber);
  const link = page.getByRole('link', {name: String(order.orderNumber), exact: true});
  await link.click();
  await onScreen(page, `Welcome call: order ${order.orderNumber}`);
  await expect(page.getByText(`Matti ${lastName}`)).toBeVisible();

  // Without an event nothing is sent.
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(notice(page, 'Please choose event')).toBeVisible();
  await page.getByRole('radio', {name: 'Done'}).check();
  await shot(page, 'welcome-call-form');
  await page.getByRole('button', {name: 'Save'}).click();

  // Back on the list, without the order.
  await onScreen(page, 'Welcome calls');
  await expect(page).toHaveURL(/\/buyer\/welcome-calls$/);
  await filterList(page, order.orderNumber);
  await expect(page.getByRole('table', {name: 'Welcome calls'}).getByText('No rows')).toBeVisible();
  expect(await admin.call<ApiOrder>('get', `/Orders/${order.id}`)).toMatchObject({welcomeCallDone: true});
});

test('a web-order buyer adds a web order for another caller without a birth year', async ({page, request}) => {
  const admin = await apiAs(request, 'demo-admin');
  const buyer = await apiAs(request, 'demo-buyer');
  const buyerName = (await admin.call<{name: string}>('get', `/Members/${buyer.userId}`)).name;
  const phone = `3584${randomDigits(8)}`;

  await login(page, 'demo-buyerweborder', DEMO_PASSWORD, '/buyer/add-order');
  await onScreen(page, 'Add order');
  await field(page, 'Phone').fill(phone);
  await page.getByRole('button', {name: 'Find client'}).click();
  await field(page, 'First name').fill('Verkko');
  await field(page, 'Last name').fill('Tilaaja');
  await field(page, 'Address').fill('Aurakatu 6');
  await field(page, 'Zip').fill('20100');
  await field(page, 'City').fill('Turku');
  await page.getByRole('checkbox', {name: 'Web order'}).check();
  await page.getByRole('combobox', {name: /^Caller/}).click();
  await page.getByRole('option', {name: buyerName, exact: true}).click();
  await page.getByRole('form', {name: 'Add order'}).getByRole('button', {name: 'Add order'}).click();
  await expect(notice(page, 'Saved!')).toHaveText(/^Saved! Order \d+$/);

  const [client] = await admin.call<{id: number; birthYear: number | null}[]>('get', `/Clients?filter=${filter({where: {phone}})}`);
  expect(client.birthYear).toBeNull();
  const [order] = await admin.call<(ApiOrder & {isWebOrder: boolean})[]>('get', `/Orders?filter=${filter({where: {clientId: client.id}})}`);
  expect(order).toMatchObject({isWebOrder: true, callerId: buyer.userId});
});

test('Back on a welcome call returns to the list', async ({page, request}) => {
  const admin = await apiAs(request, 'demo-admin');
  const buyer = await apiAs(request, 'demo-buyer');
  const client = await admin.call<{id: number}>('post', '/Clients', {
    firstName: 'Liisa',
    lastName: 'Paluu',
    address: 'Aurakatu 2',
    zip: '20100',
    city: 'Turku',
    country: 'finland',
    language: 'finnish',
    phone: `3584${randomDigits(8)}`,
    gender: 'female',
    birthYear: 1955,
  });
  const order = await admin.call<ApiOrder>('post', '/Orders', {
    clientId: client.id,
    callerId: buyer.userId,
    country: 'finland',
    language: 'finnish',
    team: 'turku',
    welcomeCall: new Date(Date.now() - 60_000).toISOString(),
    dueDate: new Date(Date.now() + 12 * DAY).toISOString(),
  });
  await login(page, 'demo-buyer', DEMO_PASSWORD, `/buyer/welcome-calls/${order.id}`);
  await onScreen(page, `Welcome call: order ${order.orderNumber}`);
  await page.getByRole('link', {name: 'Back'}).click();
  await onScreen(page, 'Welcome calls');
  await filterList(page, order.orderNumber);
  await expect(page.getByRole('link', {name: String(order.orderNumber), exact: true})).toBeVisible();
});

test('an after call where the client wants a new security bag closes the order and names the new one', async ({page, request}) => {
  const admin = await apiAs(request, 'demo-admin');
  const buyer = await apiAs(request, 'demo-buyer');
  const client = await admin.call<{id: number}>('post', '/Clients', {
    firstName: 'Kalle',
    lastName: 'Jälkisoitto',
    address: 'Aurakatu 3',
    zip: '20100',
    city: 'Turku',
    country: 'finland',
    language: 'finnish',
    phone: `3584${randomDigits(8)}`,
    gender: 'male',
    birthYear: 1948,
  });
  // Due 10 days ago (after-call list: more than 7 days past), created now (within 45 days).
  const order = await admin.call<ApiOrder>('post', '/Orders', {
    clientId: client.id,
    callerId: buyer.userId,
    country: 'finland',
    language: 'finnish',
    team: 'turku',
    barCode: `E2E-${Date.now().toString(36).toUpperCase()}${randomDigits(3)}`,
    welcomeCall: new Date(Date.now() - 22 * DAY).toISOString(),
    dueDate: new Date(Date.now() - 10 * DAY).toISOString(),
  });

  await login(page, 'demo-buyer', DEMO_PASSWORD, '/buyer/after-calls');
  await onScreen(page, 'After calls');
  await filterList(page, order.orderNumber);
  await page.getByRole('link', {name: String(order.orderNumber), exact: true}).click();
  await onScreen(page, `After call: order ${order.orderNumber}`);

  // The return-code SMS goes to the Finnish client's phone.
  // The text is shown as it will be sent, then sent once confirmed.
  await page.getByRole('button', {name: 'Send return code SMS'}).click();
  const smsQuestion = page.getByRole('dialog', {name: 'Send return code SMS'});
  await expect(smsQuestion.getByLabel('Message preview')).toContainText(order.barCode!);
  await smsQuestion.getByRole('button', {name: 'Send SMS'}).click();
  await expect(notice(page, 'Message sent')).toBeVisible();

  await page.getByRole('radio', {name: 'Wants a new security bag'}).check();
  await page.getByLabel('Message').fill('Lost the first bag');
  await page.getByRole('button', {name: 'Save'}).click();
  const closeQuestion = page.getByRole('dialog', {name: 'Close the order'});
  await expect(closeQuestion).toContainText(String(order.orderNumber));
  await closeQuestion.getByRole('button', {name: 'Close order'}).click();
  const created = notice(page, 'New order');
  await expect(created).toContainText(/New order \d+ created/);
  await onScreen(page, 'After calls');
  await filterList(page, order.orderNumber);
  await expect(page.getByRole('table', {name: 'After calls'}).getByText('No rows')).toBeVisible();

  const number = Number((await created.textContent())?.match(/New order (\d+)/)?.[1]);
  const [replacement] = await admin.call<ApiOrder[]>('get', `/Orders?filter=${filter({where: {orderNumber: number}})}`);
  expect(replacement).toMatchObject({clientId: client.id, callerId: buyer.userId, closed: false});
  expect(await admin.call<ApiOrder>('get', `/Orders/${order.id}`)).toMatchObject({closed: true, closeReason: 'Wants a new security bag'});
});

test('a new due date needs the date; modify orders saves the buyer fields', async ({page, request}) => {
  const admin = await apiAs(request, 'demo-admin');
  const buyer = await apiAs(request, 'demo-buyer');
  const client = await admin.call<{id: number}>('post', '/Clients', {
    firstName: 'Aino',
    lastName: 'Muokkaus',
    address: 'Aurakatu 4',
    zip: '20100',
    city: 'Turku',
    country: 'finland',
    language: 'finnish',
    phone: `3584${randomDigits(8)}`,
    gender: 'female',
    birthYear: 1949,
  });
  const order = await admin.call<ApiOrder>('post', '/Orders', {
    clientId: client.id,
    callerId: buyer.userId,
    country: 'finland',
    language: 'finnish',
    team: 'turku',
    welcomeCall: new Date(Date.now() + DAY).toISOString(),
    dueDate: new Date(Date.now() - 9 * DAY).toISOString(),
  });

  await login(page, 'demo-buyer', DEMO_PASSWORD, `/buyer/after-calls/${order.id}`);
  await onScreen(page, `After call: order ${order.orderNumber}`);
  await page.getByRole('radio', {name: 'New due date'}).check();
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(notice(page, 'Due date is required')).toBeVisible();

  // A new page load: the after-call form holds an unsaved choice, which the app's own navigation would ask about.
  await page.goto(`/buyer/modify-orders?q=${encodeURIComponent(`orderNumber:${order.orderNumber}`)}`);
  await onScreen(page, 'Modify orders');
  await page.getByRole('link', {name: String(order.orderNumber), exact: true}).click();
  await onScreen(page, `Modify order ${order.orderNumber}`);
  await field(page, 'Message to teller').fill('Prefers email');
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(notice(page, 'Saved!')).toBeVisible();
  expect(await admin.call<{tellerMessageFromBuyer: string}>('get', `/Orders/${order.id}`)).toMatchObject({
    tellerMessageFromBuyer: 'Prefers email',
  });
});

test('stats show the month against the commission, as a table and a chart', async ({page}) => {
  await login(page, 'demo-buyer', DEMO_PASSWORD, '/buyer/stats');
  await onScreen(page, 'Stats');
  await expect(page.getByRole('table', {name: 'Stats'})).toBeVisible();
  await expect(page.getByRole('figure', {name: 'Progress'})).toBeVisible();
  await expect(page.getByText(/In this month against your commission: \d+ \/ \d+/)).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await shot(page, 'buyer-stats');
});
