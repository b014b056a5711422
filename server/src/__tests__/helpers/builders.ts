import {randomBytes} from 'node:crypto';
import {Client as PgClient} from 'pg';
import {LIMITS, ORDER_COMMAND_FIELDS, type RoleFlag} from '@karat/shared';
import {hashToken} from '../../services/auth.service';
import {APPROVED_PAYEE_JSON} from '../../repositories/approved-payee.sql';
import {AccessTokenRepository} from '../../repositories';
import {bearer, loginAs, TEST_ADMIN, TestApp} from './app.helper';

const unique = () => randomBytes(4).toString('hex');

export function givenMemberData(partial: Record<string, unknown> = {}) {
  return {
    name: 'Test Member',
    username: `member-${unique()}`,
    password: 'member-password',
    buyerCommission: 10,
    preferLanguage: 'finnish',
    preferCountry: 'finland',
    team: 'turku',
    isActive: true,
    ...partial,
  };
}

export const givenMaterialData = (partial: Record<string, unknown> = {}) => ({name: `Gold ${unique()}`, price: 42.5, category: 'gold', ...partial});

export function givenClientData(partial: Record<string, unknown> = {}) {
  return {
    firstName: 'Matti',
    lastName: 'Meikäläinen',
    address: 'Aurakatu 1',
    zip: '20100',
    city: 'Turku',
    country: 'finland',
    language: 'finnish',
    phone: '358401234567',
    gender: 'male',
    birthYear: 1950,
    ...partial,
  };
}

const DAY_MS = 86_400_000;

/** The admin's new order: the order form's required fields (welcome call in 4 days, due in 16, as a buyer's new order) and a postal address. */
export function givenOrderData(partial: Record<string, unknown> = {}) {
  return {
    country: 'finland',
    language: 'finnish',
    team: 'turku',
    barCode: `JJFI${unique()}`,
    address: 'Aurakatu 1',
    zip: '20100',
    city: 'Turku',
    welcomeCall: new Date(Date.now() + 4 * DAY_MS).toISOString(),
    dueDate: new Date(Date.now() + 16 * DAY_MS).toISOString(),
    ...partial,
  };
}

const adminTokens = new WeakMap<TestApp, Promise<string>>();

/**
 * The test admin's session on `app`: one login per app, shared by every builder and test that asks.
 * A login is a scrypt (~50 ms of a core), and the builders asked for one per member they made. A test
 * whose subject is the admin's own session (its logout, its password) logs in with `loginAs`.
 */
export function adminToken(app: TestApp): Promise<string> {
  let token = adminTokens.get(app);
  if (!token) {
    token = loginAs(app, TEST_ADMIN.username, TEST_ADMIN.password);
    adminTokens.set(app, token);
    token.catch(() => adminTokens.delete(app));
  }
  return token;
}

/**
 * A session of `memberId` issued by the login's own statement (issueForActiveMember: only while the
 * member is active), without the login's scrypt: the builders' members are many, and the login
 * itself is the subject of the auth suites, which log in with `loginAs`.
 */
async function givenSession(app: TestApp, memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokens = await app.server.lbApp.getRepository(AccessTokenRepository);
  // No attempt of its own to mark succeeded: none has the id 0.
  const created = await tokens.issueForActiveMember({id: hashToken(token), memberId, ttl: LIMITS.tokenTtlSeconds}, '0');
  if (!created) throw new Error(`member ${memberId} is not active: a login would be refused`);
  return token;
}

/** Creates an active member with exactly the given role flags (through the API, as admin) and a session of theirs. */
export async function givenMemberWithRoles(app: TestApp, roles: RoleFlag[], partial: Record<string, unknown> = {}) {
  const admin = await adminToken(app);
  const data = givenMemberData({...Object.fromEntries(roles.map(r => [r, true])), ...partial});
  const res = await app.client.post('/api/Members').set(bearer(admin)).send(data).expect(200);
  const token = await givenSession(app, res.body.id);
  return {member: res.body, token, password: data.password as string};
}

/** A created client's body: its id and number typed, the rest as the API answered it. */
export type ApiClient = {id: number; clientNumber: number} & Record<string, unknown>;

/** A created order's body: the fields tests use most typed (barCode as sent: givenOrderData makes one), the rest as answered. */
export type ApiOrder = {id: number; orderNumber: number; barCode: string; clientId: number} & Record<string, unknown>;

/** Creates a client through the admin's API (so every rule and audit of a real create applies); T narrows or widens the body's type. */
export async function givenClient<T = ApiClient>(app: TestApp, admin: string, partial: Record<string, unknown> = {}): Promise<T> {
  return (await app.client.post('/api/Clients').set(bearer(admin)).send(givenClientData(partial)).expect(200)).body;
}

/**
 * Creates an order of a new client (made of `client`'s fields) through the admin's API; with `client` null no client is
 * made (the order has none, or the clientId `partial` gives). T narrows or widens the body's type. The lifecycle and
 * money fields in `partial` (received, valued, offers... : ORDER_COMMAND_FIELDS) are no admin's to write: they are put
 * in place with SQL after the create, as the commands would have left them, and the order is answered as stored.
 */
export async function givenOrder<T = ApiOrder>(
  app: TestApp,
  admin: string,
  partial: Record<string, unknown> = {},
  client: Record<string, unknown> | null = {},
): Promise<T> {
  const made = client ? await givenClient(app, admin, client) : null;
  const commandOnly = new Set<string>(ORDER_COMMAND_FIELDS);
  const state = Object.entries(partial).filter(([key]) => commandOnly.has(key));
  const body = Object.fromEntries(Object.entries(partial).filter(([key]) => !commandOnly.has(key)));
  const created = (
    await app.client
      .post('/api/Orders')
      .set(bearer(admin))
      .send(givenOrderData({clientId: made?.id, ...body}))
      .expect(200)
  ).body;
  if (state.length === 0) return created;
  await setOrderState(app, created.id, Object.fromEntries(state));
  return (await app.client.get(`/api/Orders/${created.id}`).set(bearer(admin)).expect(200)).body;
}

/** Writes order columns as a command would have (property names; lists and objects as jsonb) with SQL on the app's database. */
export async function setOrderState(app: TestApp, orderId: number, state: Record<string, unknown>) {
  const entries = Object.entries(state);
  const db = new PgClient({connectionString: app.url});
  await db.connect();
  try {
    const sets = entries.map(([key], i) => `${key.toLowerCase()} = $${i + 2}`);
    const values = entries.map(([, value]) => (value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value));
    await db.query(`UPDATE orders SET ${sets.join(', ')} WHERE id = $1`, [orderId, ...values]);
  } finally {
    await db.end();
  }
}

/** Places an order in time with SQL through the test's own pg client: createdAt is server-owned, the API cannot set it. */
export async function setOrderCreatedAt(db: {query(text: string, values: unknown[]): Promise<unknown>}, orderId: number, createdAt: Date) {
  await db.query('UPDATE orders SET createdat = $2 WHERE id = $1', [orderId, createdAt]);
}

/**
 * Freezes the payee of an order put in the approved state with SQL, as the teller's approval does
 * (shared's PayeeSnapshot): the client's name and account and the order's offers and address as they are now.
 */
export async function setApprovedPayee(db: {query(text: string, values: unknown[]): Promise<unknown>}, orderId: number) {
  await db.query(`UPDATE orders o SET payee = ${APPROVED_PAYEE_JSON} FROM clients c WHERE c.id = o.clientid AND o.id = $1`, [orderId]);
}
