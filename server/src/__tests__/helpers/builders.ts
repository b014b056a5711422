import {randomBytes} from 'node:crypto';
import type {RoleFlag} from '@karat/shared';
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

export function givenOrderData(partial: Record<string, unknown> = {}) {
  return {country: 'finland', language: 'finnish', team: 'turku', barCode: `JJFI${unique()}`, address: 'Aurakatu 1', zip: '20100', city: 'Turku', ...partial};
}

export async function adminToken(app: TestApp) {
  return loginAs(app, TEST_ADMIN.username, TEST_ADMIN.password);
}

/** Creates an active member with exactly the given role flags (through the API, as admin) and logs in. */
export async function givenMemberWithRoles(app: TestApp, roles: RoleFlag[], partial: Record<string, unknown> = {}) {
  const admin = await adminToken(app);
  const data = givenMemberData({...Object.fromEntries(roles.map(r => [r, true])), ...partial});
  const res = await app.client.post('/api/Members').set(bearer(admin)).send(data).expect(200);
  const token = await loginAs(app, data.username as string, data.password as string);
  return {member: res.body, token, password: data.password as string};
}
