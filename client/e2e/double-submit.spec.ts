import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {DEMO_PASSWORD, field, login, notice, onScreen} from './fixtures';

// A double click on a command's button acts once (the client sends one
// submission with one Idempotency-Key; the server answers a repeat with the first result), and a
// request the browser sends twice with the same key acts once.

const DAY = 86_400_000;
const randomDigits = (n: number) => Array.from({length: n}, () => Math.floor(Math.random() * 10)).join('');
const filter = (value: unknown) => encodeURIComponent(JSON.stringify(value));

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

/** Every command request the page sends, with its Idempotency-Key. */
function recordCommands(page: Page, path: RegExp) {
  const sent: (string | undefined)[] = [];
  page.on('request', request => {
    if (request.method() === 'POST' && path.test(new URL(request.url()).pathname)) sent.push(request.headers()['idempotency-key']);
  });
  return sent;
}

test('a double click on Add order adds one order', async ({page, request}) => {
  const admin = await apiAs(request, 'demo-admin');
  const phone = `3584${randomDigits(8)}`;
  await login(page, 'demo-buyer', DEMO_PASSWORD, '/buyer/add-order');
  await onScreen(page, 'Add order');
  await field(page, 'Phone').fill(phone);
  await page.getByRole('button', {name: 'Find client'}).click();
  await field(page, 'First name').fill('Tupla');
  await field(page, 'Last name').fill('Klikkaaja');
  await field(page, 'Address').fill('Aurakatu 1');
  await field(page, 'Zip').fill('20100');
  await field(page, 'City').fill('Turku');
  await field(page, 'Birth year').fill('1950');
  const sent = recordCommands(page, /^\/api\/buyer\/orders$/);
  await page.getByRole('form', {name: 'Add order'}).getByRole('button', {name: 'Add order'}).dblclick();
  await expect(notice(page, 'Saved!')).toHaveText(/^Saved! Order \d+$/);

  const clients = await admin.call<{id: number}[]>('get', `/Clients?filter=${filter({where: {phone}})}`);
  expect(clients).toHaveLength(1);
  const orders = await admin.call<{id: number}[]>('get', `/Orders?filter=${filter({where: {clientId: clients[0].id}})}`);
  expect(orders).toHaveLength(1);
  expect(sent.length).toBeGreaterThanOrEqual(1);
  expect(new Set(sent).size).toBe(1);
  expect(sent[0]).toMatch(/^[0-9a-f]{32}$/);
});

test('a double click on an after call and on its SMS writes one call log and sends one SMS', async ({page, request}) => {
  const admin = await apiAs(request, 'demo-admin');
  const buyer = await apiAs(request, 'demo-buyer');
  const phone = `3584${randomDigits(8)}`;
  const client = await admin.call<{id: number}>('post', '/Clients', {
    firstName: 'Tupla',
    lastName: 'Soitto',
    address: 'Aurakatu 3',
    zip: '20100',
    city: 'Turku',
    country: 'finland',
    language: 'finnish',
    phone,
    gender: 'male',
    birthYear: 1948,
  });
  const order = await admin.call<{id: number; orderNumber: number}>('post', '/Orders', {
    clientId: client.id,
    callerId: buyer.userId,
    country: 'finland',
    language: 'finnish',
    team: 'turku',
    barCode: `E2E-${Date.now().toString(36).toUpperCase()}${randomDigits(3)}`,
    welcomeCall: new Date(Date.now() - 22 * DAY).toISOString(),
    dueDate: new Date(Date.now() - 10 * DAY).toISOString(),
  });

  await login(page, 'demo-buyer', DEMO_PASSWORD, `/buyer/after-calls/${order.id}`);
  await onScreen(page, `After call: order ${order.orderNumber}`);

  // The SMS asks once (its text as it will be sent); a double click on either button sends one.
  await page.getByRole('button', {name: 'Send return code SMS'}).dblclick();
  const question = page.getByRole('dialog', {name: 'Send return code SMS'});
  await question.getByRole('button', {name: 'Send SMS'}).dblclick();
  await expect(notice(page, 'Message sent')).toBeVisible();
  await expect(question).toBeHidden();

  await page.getByRole('radio', {name: 'Does not answer'}).check();
  await page.getByLabel('Message').fill('Tried twice?');
  await page.getByRole('button', {name: 'Save'}).dblclick();
  await onScreen(page, 'After calls');

  const calls = await admin.call<unknown[]>('get', `/CallLogs?filter=${filter({where: {orderId: order.id}})}`);
  expect(calls).toHaveLength(1);
  const sms = await admin.call<unknown[]>('get', `/SmsLogs?filter=${filter({where: {orderId: order.id}})}`);
  expect(sms).toHaveLength(1);
});

test('a command the browser sends twice with one key acts once and answers the first result', async ({page, request}) => {
  const admin = await apiAs(request, 'demo-admin');
  const buyer = await apiAs(request, 'demo-buyer');
  const client = await admin.call<{id: number}>('post', '/Clients', {
    firstName: 'Toisto',
    lastName: 'Pyyntö',
    address: 'Aurakatu 4',
    zip: '20100',
    city: 'Turku',
    country: 'finland',
    language: 'finnish',
    phone: `3584${randomDigits(8)}`,
    gender: 'female',
    birthYear: 1951,
  });
  const order = await admin.call<{id: number}>('post', '/Orders', {
    clientId: client.id,
    callerId: buyer.userId,
    country: 'finland',
    language: 'finnish',
    team: 'turku',
    welcomeCall: new Date(Date.now() - 60_000).toISOString(),
    dueDate: new Date(Date.now() + 12 * DAY).toISOString(),
  });
  // The browser's own fetch with the signed-in token, as a retry after a lost answer would go.
  await login(page, 'demo-buyer');
  const answers = await page.evaluate(async orderId => {
    const token = localStorage.getItem('karat.token');
    const send = () =>
      fetch(`/api/Orders/${orderId}/calls`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': 'e2e-retry-' + orderId},
        body: JSON.stringify({type: 'WELCOME_CALL', event: 'doesNotAnswer', message: 'Lost answer'}),
      }).then(async r => ({status: r.status, replayed: r.headers.get('Idempotent-Replayed'), body: await r.text()}));
    const first = await send();
    return [first, await send()];
  }, order.id);
  expect(answers.map(a => a.status)).toEqual([200, 200]);
  expect(answers[1].replayed).toBe('true');
  expect(answers[1].body).toBe(answers[0].body);
  const calls = await admin.call<unknown[]>('get', `/CallLogs?filter=${filter({where: {orderId: order.id}})}`);
  expect(calls).toHaveLength(1);
});
