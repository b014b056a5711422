import {expect, type APIRequestContext} from '@playwright/test';
import type {RoleFlag} from '@karat/shared';
import {DEMO_PASSWORD, demoUsername} from './fixtures';

/**
 * Test data made through the API as demo-admin, so the browser tests depend on no particular demo
 * order. Bar codes are unique per run (E2E-<time><random>), so a test can run again on the same data.
 */
export const uniqueBarCode = (prefix = 'E2E') => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 46656).toString(36)}`.toUpperCase();

export interface ApiOrder {
  id: number;
  orderNumber: number;
  clientId: number;
  barCode: string | null;
  closed?: boolean;
  isBoomerang?: boolean;
  isReceived?: boolean;
  closeMethod?: string | null;
  isPackaged?: boolean;
  inPackager?: boolean;
  packagerId?: number | null;
  isShipmentRegistered?: boolean;
}

export class AdminApi {
  private constructor(
    private request: APIRequestContext,
    private token: string,
  ) {}

  static login(request: APIRequestContext, role: RoleFlag = 'admin'): Promise<AdminApi> {
    return AdminApi.as(request, demoUsername(role), DEMO_PASSWORD);
  }

  /** The API as any member (one a test made, see givenMember). */
  static async as(request: APIRequestContext, username: string, password: string): Promise<AdminApi> {
    const res = await request.post('/api/Members/login', {data: {username, password}});
    expect(res.status(), `login of ${username}`).toBe(200);
    return new AdminApi(request, (await res.json()).id);
  }

  private get headers() {
    return {Authorization: `Bearer ${this.token}`};
  }

  async call<T>(method: 'get' | 'post' | 'patch' | 'put' | 'delete', path: string, data?: unknown): Promise<T> {
    const res = await this.request[method](`/api${path}`, {headers: this.headers, data});
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return res.status() === 204 ? (undefined as T) : ((await res.json()) as T);
  }

  createClient(overrides: Record<string, unknown> = {}) {
    return this.call<{id: number; firstName: string; lastName: string}>('post', '/Clients', {
      firstName: 'Testi',
      lastName: 'Asiakas',
      address: 'Aurakatu 1',
      zip: '20100',
      city: 'Turku',
      country: 'finland',
      language: 'finnish',
      phone: '358401234567',
      gender: 'unknown',
      birthYear: 1950,
      ...overrides,
    });
  }

  updateOrder(id: number, patch: Record<string, unknown>) {
    return this.call<void>('patch', `/Orders/${id}`, patch);
  }

  /** An open order of a new client (its fields as given), with a unique bar code unless given; dates within the picker's range. */
  async createOrder(overrides: Record<string, unknown> = {}, clientFields: Record<string, unknown> = {}): Promise<ApiOrder> {
    const client = await this.createClient(clientFields);
    const now = Date.now();
    return this.call<ApiOrder>('post', '/Orders', {
      clientId: client.id,
      barCode: uniqueBarCode(),
      country: 'finland',
      language: 'finnish',
      team: 'turku',
      address: 'Aurakatu 1',
      zip: '20100',
      city: 'Turku',
      welcomeCall: new Date(now + 4 * 86_400_000).toISOString(),
      dueDate: new Date(now + 16 * 86_400_000).toISOString(),
      ...overrides,
    });
  }

  /** An order registered with its carrier, waiting in `team`'s packager queue. */
  createWaitingOrder(team: string, overrides: Record<string, unknown> = {}, clientFields: Record<string, unknown> = {}) {
    return this.createOrder({team, isShipmentRegistered: true, ...overrides}, clientFields);
  }

  closeOrder(id: number, reason = 'Age', method = 'phone') {
    return this.call<ApiOrder>('post', `/Orders/${id}/close`, {method, reason});
  }

  registerPackage(id: number) {
    return this.call<ApiOrder>('post', `/Orders/${id}/register-package?confirm=true`);
  }

  order(id: number) {
    return this.call<ApiOrder>('get', `/Orders/${id}`);
  }

  /** demo-admin's stored choice of order-list columns (the same member the browser logs in as). */
  setPreference(key: string, value: unknown) {
    return this.call<void>('put', `/Members/me/preferences/${key}`, {value});
  }

  /**
   * No one writes an order's lifecycle by hand (the admin's create refuses it): the states a test
   * needs are reached through the commands the desks use, each as the role that runs it.
   */
  receive(order: ApiOrder) {
    return this.call<{order: ApiOrder}>('post', '/Orders/receive', {barCode: order.barCode});
  }

  /** A received order valued by demo-valuation: one gold product of `grams`, priced as the form prices it (material price x weight). */
  async value(order: ApiOrder, grams = 5) {
    const valuer = await AdminApi.login(this.request, 'valuation');
    const filter = encodeURIComponent(JSON.stringify({where: {category: 'gold'}, order: ['id ASC'], limit: 1}));
    const [gold] = await this.call<{id: number; name: string; price: number}[]>('get', `/Materials?filter=${filter}`);
    const price = Math.round(gold.price * grams * 100) / 100;
    return valuer.call<{order: ApiOrder}>('post', `/Orders/${order.id}/valuation`, {
      materialWeight: grams,
      packageWeight: grams + 20,
      // The key an upload for this order would have made (the tests of the upload are the valuation's).
      valuationImage: `valuation-images/${Date.now()}-O${order.id}-valuationImage.png`,
      extraImages: [],
      products: [{key: 'p1', name: 'Ring', category: 'gold', density: gold.id, densityName: gold.name, weight: grams, factor: gold.price, price, inDeal: true}],
      price,
      goldWeight: grams,
      silverWeight: 0,
      customGoldWeight: 0,
      otherWeight: 0,
    });
  }

  /** A new order received and valued: waiting for the teller. */
  async valuedOrder(grams = 5, overrides: Record<string, unknown> = {}): Promise<ApiOrder> {
    const order = await this.createOrder(overrides);
    await this.receive(order);
    await this.value(order, grams);
    return order;
  }

  /** The teller's approval of an accepted offer (the admin may act as teller). */
  approve(order: ApiOrder, offer: number, extra: Record<string, unknown> = {}) {
    return this.call('post', `/Orders/${order.id}/teller`, {
      action: 'approve',
      offerAccepted: true,
      offer,
      iban: 'FI21 1234 5600 0007 85',
      termsAccepted: true,
      ...extra,
    });
  }

  /** One Finnish payment batch of the orders (the admin may pay). */
  pay(orders: ApiOrder[]) {
    return this.call<{payment: {id: number; name: string}}>('post', '/Payments', {country: 'finland', orderIds: orders.map(order => order.id)});
  }
}

/** The password of the members tests make (givenMember). */
export const MEMBER_PASSWORD = 'member-e2e-password';

/**
 * A member of its own, with the role flags given, in `team` (Finnish preferences), logged in through
 * the API too: a test whose queue is per team (the packager's) has one no other test fills.
 */
export async function givenMember(request: APIRequestContext, admin: AdminApi, team: string, flags: Partial<Record<RoleFlag, boolean>>) {
  const username = `e2e-${Object.keys(flags)[0].toLowerCase()}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const member = await admin.call<{id: number}>('post', '/Members', {
    name: `E2E ${username.slice(-5)}`,
    username,
    password: MEMBER_PASSWORD,
    buyerCommission: 0,
    preferLanguage: 'finnish',
    preferCountry: 'finland',
    team,
    isActive: true,
    ...flags,
  });
  return {id: member.id, username, password: MEMBER_PASSWORD, api: await AdminApi.as(request, username, MEMBER_PASSWORD)};
}

/** A packager member of its own (team given), with the queue's commands through the API. */
export async function givenPackager(request: APIRequestContext, admin: AdminApi, team: string) {
  const member = await givenMember(request, admin, team, {packager: true});
  const next = (slug: string) => member.api.call<{order: ApiOrder | null; isLast: boolean}>('get', `/Orders/find-next-order/${slug}`);
  const markAsPackaged = (orderId: number) => member.api.call<ApiOrder>('post', '/Orders/mark-as-packaged', {orderId});
  /** Packs the queue's orders until `stop` says the one at its head is to be left (then held by this packager). */
  const packWhile = async (slug: string, stop: (order: ApiOrder) => boolean) => {
    for (let order = (await next(slug)).order; order && !stop(order); order = (await next(slug)).order) {
      if (!order.barCode) await member.api.call('post', '/Orders/add-barcode', {orderId: order.id, barCode: uniqueBarCode('DRAIN')});
      await markAsPackaged(order.id);
    }
  };
  return {
    ...member,
    next,
    markAsPackaged,
    /** Packs whatever earlier runs left in this team's queue, so the test's orders come first. */
    drain: (slug: string) => packWhile(slug, () => false),
    /**
     * Packs what is ahead of the order in the queue (the demo's orders of the team, registered by the
     * sweep at any time), so the order is the one the packager's screen shows.
     */
    drainBefore: (slug: string, orderId: number) => packWhile(slug, order => order.id === orderId),
  };
}
