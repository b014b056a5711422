import {bearer, givenRunningApp, TestApp} from '../helpers/app.helper';
import {adminToken, givenMaterialData, givenMemberData} from '../helpers/builders';

describe('audit trail of API writes', () => {
  let app: TestApp;
  let token: string;
  let adminId: number;
  beforeAll(async () => {
    app = await givenRunningApp('postgres');
    token = await adminToken(app);
    adminId = (await app.client.get('/api/Members/me').set(bearer(token))).body.id;
  });
  afterAll(async () => app?.stop());

  const entriesFor = async (model: string, id: number) =>
    (
      await app.client
        .get(`/api/AuditEntries?filter=${encodeURIComponent(JSON.stringify({where: {model, modelId: String(id)}, order: ['id ASC']}))}`)
        .set(bearer(token))
        .expect(200)
    ).body;

  it('records create, update and delete with member, changed fields before and after', async () => {
    const created = (
      await app.client
        .post('/api/Materials')
        .set(bearer(token))
        .send(givenMaterialData({price: 10}))
        .expect(200)
    ).body;
    await app.client.patch(`/api/Materials/${created.id}`).set(bearer(token)).send({price: 12.5, name: created.name}).expect(204);
    await app.client.delete(`/api/Materials/${created.id}`).set(bearer(token)).expect(204);
    const [create, update, remove] = await entriesFor('Material', created.id);
    expect(create).toMatchObject({memberId: adminId, action: 'create', model: 'Material', before: null});
    expect(create.after).toMatchObject({price: 10, name: created.name});
    expect(update).toMatchObject({memberId: adminId, action: 'update', changedFields: ['price'], before: {price: 10}, after: {price: 12.5}});
    expect(remove).toMatchObject({memberId: adminId, action: 'delete', after: null});
    expect(remove.before).toMatchObject({price: 12.5});
    expect(new Date(create.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records member creation and password changes without any secret', async () => {
    const member = (await app.client.post('/api/Members').set(bearer(token)).send(givenMemberData()).expect(200)).body;
    await app.client.post(`/api/Members/${member.id}/password`).set(bearer(token)).send({password: 'another-password'}).expect(204);
    const entries = await entriesFor('Member', member.id);
    expect(entries.map((e: {action: string}) => e.action)).toEqual(['create', 'password']);
    expect(JSON.stringify(entries)).not.toMatch(/member-password|another-password|hash|salt/i);
  });

  it('writes nothing, not even the audit entry, when a write fails', async () => {
    const before = (await app.client.get('/api/AuditEntries/count').set(bearer(token))).body.count;
    await app.client.patch('/api/Materials/987654').set(bearer(token)).send({price: 1}).expect(404);
    await app.client.post('/api/Materials').set(bearer(token)).send({name: 'x', price: 'nope'}).expect(422);
    expect((await app.client.get('/api/AuditEntries/count').set(bearer(token))).body.count).toBe(before);
  });

  it('cannot be written or erased through the API', async () => {
    await app.client.post('/api/AuditEntries').set(bearer(token)).send({action: 'create', model: 'Order'}).expect(403);
    await app.client.delete('/api/AuditEntries/1').set(bearer(token)).expect(403);
    await app.client.patch('/api/AuditEntries/1').set(bearer(token)).send({action: 'x'}).expect(403);
  });
});
