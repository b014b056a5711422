import {expect, type APIRequestContext} from '@playwright/test';
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
}

export class AdminApi {
  private constructor(
    private request: APIRequestContext,
    private token: string,
  ) {}

  static async login(request: APIRequestContext): Promise<AdminApi> {
    const res = await request.post('/api/Members/login', {data: {username: demoUsername('admin'), password: DEMO_PASSWORD}});
    expect(res.status()).toBe(200);
    return new AdminApi(request, (await res.json()).id);
  }

  private get headers() {
    return {Authorization: `Bearer ${this.token}`};
  }

  async call<T>(method: 'get' | 'post' | 'patch' | 'put', path: string, data?: unknown): Promise<T> {
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

  /** An open order of a new client, with a unique bar code unless given; dates within the picker's range. */
  async createOrder(overrides: Record<string, unknown> = {}): Promise<ApiOrder> {
    const client = await this.createClient();
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
}
