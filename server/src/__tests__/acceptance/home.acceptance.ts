import {Client} from 'pg';
import {bearer, givenRunningApp, TestApp, DESK_DATABASES} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder as givenStoredOrder, setOrderCreatedAt, setApprovedPayee} from '../helpers/builders';

// A home per role: today's queue counts of the member's own roles, nothing else.

const DAY = 86_400_000;

describe.each(DESK_DATABASES)("the home screen's counts on %s", kind => {
  let app: TestApp;
  let admin: string;
  let db: Client;

  beforeAll(async () => {
    app = await givenRunningApp(kind);
    admin = await adminToken(app);
    db = new Client({connectionString: app.url});
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });

  const today = async (token: string) => (await app.client.get('/api/Members/me/today').set(bearer(token)).expect(200)).body;
  async function givenOrder(partial: Record<string, unknown>, createdAt = new Date(), clientPartial: Record<string, unknown> = {}) {
    const order = await givenStoredOrder(app, admin, partial, clientPartial);
    await setOrderCreatedAt(db, order.id, createdAt);
    return order;
  }

  it("answers only the counts of the member's roles", async () => {
    const receiver = await givenMemberWithRoles(app, ['receiver']);
    expect(Object.keys(await today(receiver.token))).toEqual(['receivedToday']);
    const both = await givenMemberWithRoles(app, ['buyer', 'customer']);
    expect(Object.keys(await today(both.token)).sort()).toEqual(['afterCalls', 'closedToday', 'welcomeCalls']);
    const packager = await givenMemberWithRoles(app, ['packager']);
    expect(Object.keys(await today(packager.token))).toEqual(['toPack']);
    const payer = await givenMemberWithRoles(app, ['payer', 'bursar']);
    expect(Object.keys(await today(payer.token)).sort()).toEqual(['donationsToPay', 'toComplete', 'toPay']);
    const teamLeader = await givenMemberWithRoles(app, ['teamLeader']);
    expect(await today(teamLeader.token)).toEqual({});
    await app.client.get('/api/Members/me/today').expect(401);
  });

  it('counts what the lists and screens count', async () => {
    const buyer = await givenMemberWithRoles(app, ['buyer'], {team: 'turku'});
    const receiver = await givenMemberWithRoles(app, ['receiver']);
    const customer = await givenMemberWithRoles(app, ['customer']);
    const manager = await givenMemberWithRoles(app, ['ccManager']);
    const cold = await givenMemberWithRoles(app, ['buyer', 'isColdCaller']);
    const before = {
      buyer: await today(buyer.token),
      receiver: await today(receiver.token),
      customer: await today(customer.token),
      manager: await today(manager.token),
    };
    const coldBefore = await today(cold.token);
    const adminBefore = await today(admin);

    await givenOrder({
      callerId: buyer.member.id,
      welcomeCall: new Date(Date.now() - 60_000).toISOString(),
      dueDate: new Date(Date.now() + 10 * DAY).toISOString(),
    });
    const received = await givenOrder({callerId: buyer.member.id});
    await app.client.post('/api/Orders/receive').set(bearer(receiver.token)).send({barCode: received.barCode}).expect(200);
    const closing = await givenOrder({callerId: buyer.member.id});
    await app.client.post(`/api/Orders/${closing.id}/close`).set(bearer(customer.token)).send({method: 'phone', reason: 'Age'}).expect(200);
    // An order follows its client: a Swedish client's order is a Swedish cold case.
    await givenOrder({team: 'gothenburg'}, new Date(Date.now() - 60 * DAY), {
      country: 'sweden',
      language: 'swedish',
      zip: '41101',
      city: 'Göteborg',
      phone: '46701234567',
    });

    expect((await today(buyer.token)).welcomeCalls).toBe(before.buyer.welcomeCalls + 1);
    expect((await today(receiver.token)).receivedToday).toBe(before.receiver.receivedToday + 1);
    expect((await today(customer.token)).closedToday).toBe(before.customer.closedToday + 1);
    expect((await today(manager.token)).allWelcomeCalls).toBe(before.manager.allWelcomeCalls + 1);
    expect((await today(cold.token)).coldCases.swedish).toBe(coldBefore.coldCases.swedish + 1);
    expect((await today(admin)).createdToday).toBe(adminBefore.createdToday + 3);
  });

  it("counts each later desk's queue as its list does", async () => {
    const desks = await givenMemberWithRoles(app, ['packager', 'valuation', 'teller', 'payer', 'bursar'], {team: 'turku'});
    const before = await today(desks.token);
    const set = async (id: number, sql: string) => db.query(`UPDATE orders SET ${sql} WHERE id = $1`, [id]);
    const toPack = await givenOrder({team: 'turku'});
    await set(toPack.id, 'isshipmentregistered = true');
    const otherTeam = await givenOrder({team: 'helsinki'});
    await set(otherTeam.id, 'isshipmentregistered = true');
    const toValue = await givenOrder({});
    await set(toValue.id, 'isreceived = true');
    const toRevalue = await givenOrder({});
    await set(toRevalue.id, 'isreceived = true, isvalued = true, returntovaluation = true');
    const toTeller = await givenOrder({});
    await set(toTeller.id, 'isreceived = true, isvalued = true');
    const toPay = await givenOrder({});
    await set(toPay.id, 'isreceived = true, isvalued = true, istellered = true, offeraccepted = true, offer = 10');
    await setApprovedPayee(db, toPay.id);
    const donation = await givenOrder({});
    await set(donation.id, 'isreceived = true, isvalued = true, istellered = true, offeraccepted = true, isdonation = true, offer = 10');
    await setApprovedPayee(db, donation.id);
    const declined = await givenOrder({});
    await set(declined.id, 'isreceived = true, isvalued = true, istellered = true, offereddeclined = true');
    const after = await today(desks.token);
    const grew = (key: string) => after[key] - before[key];
    expect({
      toPack: grew('toPack'),
      toValue: grew('toValue'),
      toRevalue: grew('toRevalue'),
      toTeller: grew('toTeller'),
      toPay: grew('toPay'),
      donationsToPay: grew('donationsToPay'),
      // The bursar's: paid or declined or a donation, tellered, not complete.
      toComplete: grew('toComplete'),
    }).toEqual({toPack: 1, toValue: 1, toRevalue: 1, toTeller: 1, toPay: 1, donationsToPay: 1, toComplete: 2});
  });
});
