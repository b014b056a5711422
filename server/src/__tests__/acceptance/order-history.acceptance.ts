import {bearer, givenRunningApp, TestApp, DESK_DATABASES} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder} from '../helpers/builders';

// The order show page's history tab reads the order's audit trail: who changed
// what, when and why, newest first, paged, for the roles that read orders.

describe.each(DESK_DATABASES)("an order's history on %s", kind => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await givenRunningApp(kind);
    admin = await adminToken(app);
  });
  afterAll(async () => app?.stop());

  it('lists the create, the edit, the close and the reopen with their members, changes and reasons', async () => {
    const customer = await givenMemberWithRoles(app, ['customer'], {name: 'Asta Asiakaspalvelu'});
    const order = await givenOrder(app, admin);
    await app.client.patch(`/api/Orders/${order.id}`).set(bearer(admin)).send({address: 'Linnankatu 5'}).expect(204);
    await app.client.post(`/api/Orders/${order.id}/close`).set(bearer(customer.token)).send({method: 'phone', reason: 'Sold elsewhere'}).expect(200);
    await app.client.post(`/api/Orders/${order.id}/reopen`).set(bearer(admin)).send({reason: 'Changed her mind'}).expect(200);

    const history = (await app.client.get(`/api/Orders/${order.id}/history`).set(bearer(customer.token)).expect(200)).body;
    expect(history.total).toBe(4);
    const [reopen, close, edit, create] = history.entries;
    expect(reopen).toMatchObject({action: 'reopen', memberName: 'test-admin', reason: 'Changed her mind', after: {closed: false}});
    expect(close).toMatchObject({memberId: customer.member.id, memberName: 'Asta Asiakaspalvelu', after: {closed: true, closeReason: 'Sold elsewhere'}});
    expect(edit.changedFields).toContain('address');
    expect(edit).toMatchObject({action: 'update', before: {address: 'Aurakatu 1'}, after: {address: 'Linnankatu 5'}});
    expect(create.action).toBe('create');
    expect(new Date(reopen.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(create.createdAt).getTime());

    const page2 = (await app.client.get(`/api/Orders/${order.id}/history?limit=3&skip=3`).set(bearer(customer.token)).expect(200)).body;
    expect(page2).toMatchObject({total: 4, entries: [{action: 'create'}]});
    expect((await app.client.get(`/api/Orders/${order.id}/history?skip=10`).set(bearer(customer.token)).expect(200)).body).toEqual({total: 4, entries: []});
  });

  it('is for the roles that read orders; an unknown order is not found', async () => {
    const buyer = await givenMemberWithRoles(app, ['buyer']);
    const receiver = await givenMemberWithRoles(app, ['receiver']);
    const order = await givenOrder(app, admin);
    await app.client.get(`/api/Orders/${order.id}/history`).set(bearer(buyer.token)).expect(403);
    await app.client.get(`/api/Orders/${order.id}/history`).set(bearer(receiver.token)).expect(200);
    expect((await app.client.get('/api/Orders/99999999/history').set(bearer(admin)).expect(404)).body.error.message).toBe('Cannot find order');
    await app.client.get(`/api/Orders/${order.id}/history?limit=0`).set(bearer(admin)).expect(400);
  });
});
