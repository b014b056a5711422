import {TIME_RECORD_MESSAGES} from '@karat/shared';
import {BOTH_DATABASES, bearer, givenRunningApp, TestApp, TestClock} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles} from '../helpers/builders';

// Time recording: each member records, edits and deletes their own days (one a day, within the
// bounds, with shared's texts), never sees another's (404), and the admin reads everyone's month
// with each member's totals and its CSV. Today is 2026-11-27 in Helsinki.
const NOW = new Date('2026-11-27T10:00:00Z');

type TimeRecord = {id: number; userId: number; date: string; hours: number; sickLeave: boolean; paidDayOff: boolean} & Record<string, unknown>;
type Totals = {hours: number; sickDays: number; paidDaysOff: number; days: number};

describe.each(BOTH_DATABASES)('time records (%s)', kind => {
  let app: TestApp;
  let admin: string;
  // Names a spreadsheet could take for a formula, or split at the comma: the CSV must keep them text.
  const anna = {name: '=Anna Aalto', id: 0, token: ''};
  const bob = {name: 'Bob, "B" Berg', id: 0, token: ''};
  const clock = new TestClock(NOW);

  const create = (token: string, body: object) => app.client.post('/api/time-records/mine').set(bearer(token)).send(body);
  const put = (token: string, id: number, body: object) => app.client.put(`/api/time-records/mine/${id}`).set(bearer(token)).send(body);
  const own = (token: string, query = '') => app.client.get(`/api/time-records/mine${query}`).set(bearer(token)).expect(200);
  async function givenDay(token: string, body: object): Promise<TimeRecord> {
    return (await create(token, body).expect(200)).body;
  }
  const audits = async (id: number) =>
    (
      await app.client
        .get(`/api/AuditEntries?filter=${encodeURIComponent(JSON.stringify({where: {model: 'TimeRecord', modelId: String(id)}, order: ['id ASC']}))}`)
        .set(bearer(admin))
        .expect(200)
    ).body.map((entry: {action: string}) => entry.action);

  beforeAll(async () => {
    app = await givenRunningApp(kind, {clock});
    admin = await adminToken(app);
    for (const [member, role] of [
      [anna, 'receiver'],
      [bob, 'packager'],
    ] as const) {
      const given = await givenMemberWithRoles(app, [role], {name: member.name});
      Object.assign(member, {id: given.member.id, token: given.token});
    }
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("records, edits and deletes the member's own days: newest first with the month's totals, each write audited", async () => {
    const {token} = await givenMemberWithRoles(app, ['teller']);
    const worked = await givenDay(token, {date: '2026-11-20', hours: 7.5});
    expect(worked).toMatchObject({date: '2026-11-20', hours: 7.5, sickLeave: false, paidDayOff: false});
    const sick = await givenDay(token, {date: '2026-11-23', sickLeave: true});
    expect(sick).toMatchObject({hours: 0, sickLeave: true});
    const later = await givenDay(token, {date: '2026-11-24', hours: 8.25});
    await givenDay(token, {date: '2026-10-30', paidDayOff: true});

    const month = (await own(token, '?month=2026-11')).body;
    expect(month.records.map((r: TimeRecord) => r.date)).toEqual(['2026-11-24', '2026-11-23', '2026-11-20']);
    expect({month: month.month, total: month.total, totals: month.totals}).toEqual({
      month: '2026-11',
      total: 3,
      totals: {hours: 15.75, sickDays: 1, paidDaysOff: 0, days: 3},
    });
    // This month by default; the page is the server's, the totals the whole month's.
    expect((await own(token)).body.month).toBe('2026-11');
    const paged = (await own(token, '?month=2026-11&limit=2&skip=2')).body;
    expect({total: paged.total, dates: paged.records.map((r: TimeRecord) => r.date), hours: paged.totals.hours}).toEqual({
      total: 3,
      dates: ['2026-11-20'],
      hours: 15.75,
    });
    expect((await own(token, '?month=2026-10')).body.totals).toEqual({hours: 0, sickDays: 0, paidDaysOff: 1, days: 1});

    expect((await app.client.get(`/api/time-records/mine/${worked.id}`).set(bearer(token)).expect(200)).body).toMatchObject({date: '2026-11-20', hours: 7.5});
    expect((await put(token, worked.id, {date: '2026-11-20', hours: 6.75}).expect(200)).body).toMatchObject({hours: 6.75});
    // The same form again changes nothing and writes nothing.
    await put(token, worked.id, {date: '2026-11-20', hours: 6.75}).expect(200);
    expect((await own(token, '?month=2026-11')).body.totals.hours).toBe(15);
    await app.client.delete(`/api/time-records/mine/${sick.id}`).set(bearer(token)).expect(204);
    await app.client.get(`/api/time-records/mine/${sick.id}`).set(bearer(token)).expect(404);
    expect((await own(token, '?month=2026-11')).body).toMatchObject({total: 2, totals: {hours: 15, sickDays: 0, days: 2}});

    expect(await audits(worked.id)).toEqual(['create', 'edit']);
    expect(await audits(sick.id)).toEqual(['create', 'delete']);
    expect(await audits(later.id)).toEqual(['create']);
  });

  it('keeps one record a day: a second one of the day, or an edit onto a recorded day, is refused', async () => {
    const {token, member} = await givenMemberWithRoles(app, ['valuation']);
    const first = await givenDay(token, {date: '2026-11-02', hours: 8});
    // The database holds it too, whichever endpoint writes: the admin's generic create.
    const generic = await app.client.post('/api/TimeRecords').set(bearer(admin)).send({userId: member.id, date: '2026-11-02', hours: 2}).expect(409);
    expect(generic.body.error.message).toBe(TIME_RECORD_MESSAGES.dayTaken);
    const second = await givenDay(token, {date: '2026-11-03', hours: 8});
    expect((await create(token, {date: '2026-11-02', sickLeave: true}).expect(409)).body.error.message).toBe(TIME_RECORD_MESSAGES.dayTaken);
    expect((await put(token, second.id, {date: '2026-11-02', hours: 4}).expect(409)).body.error.message).toBe(TIME_RECORD_MESSAGES.dayTaken);
    // Two saves of one new day at once: one is recorded, the other refused with the same text (the unique index when they race).
    const both = await Promise.all([create(token, {date: '2026-11-05', hours: 8}), create(token, {date: '2026-11-05', sickLeave: true})]);
    expect(both.map(res => res.status).sort()).toEqual([200, 409]);
    expect(both.find(res => res.status === 409)!.body.error.message).toBe(TIME_RECORD_MESSAGES.dayTaken);
    // Moving a record to a free day is an edit like any other.
    expect((await put(token, first.id, {date: '2026-11-04', hours: 8}).expect(200)).body.date).toBe('2026-11-04');
    expect((await own(token)).body.total).toBe(3);
  });

  it("refuses invalid hours, two kinds on one day and days out of bounds with shared's texts, and writes nothing", async () => {
    const {token} = await givenMemberWithRoles(app, ['bursar']);
    const refused = async (body: object) => (await create(token, body).expect(422)).body.error.message;
    expect(await refused({date: '2026-11-20', hours: 25})).toBe(TIME_RECORD_MESSAGES.hoursRange);
    expect(await refused({date: '2026-11-20', hours: 1.1})).toBe(TIME_RECORD_MESSAGES.hoursStep);
    expect(await refused({date: '2026-11-20', hours: -1})).toBe(TIME_RECORD_MESSAGES.hoursRange);
    expect(await refused({date: '2026-11-20', hours: '7,5'})).toBe(TIME_RECORD_MESSAGES.hoursNumber);
    expect(await refused({date: '2026-11-20', hours: 4, sickLeave: true})).toBe(TIME_RECORD_MESSAGES.twoKinds);
    expect(await refused({date: '2026-11-20', sickLeave: true, paidDayOff: true})).toBe(TIME_RECORD_MESSAGES.twoKinds);
    expect(await refused({date: '2026-11-20', hours: 0})).toBe(TIME_RECORD_MESSAGES.noKind);
    expect(await refused({date: '2026-02-30', hours: 8})).toBe(TIME_RECORD_MESSAGES.dateInvalid);
    expect(await refused({hours: 8})).toBe(TIME_RECORD_MESSAGES.dateRequired);
    // The member is the signed-in one: a body naming another is refused as an unknown field.
    await create(token, {date: '2026-11-20', hours: 8, userId: anna.id}).expect(422);
    expect(await refused({date: '2026-11-28', hours: 8})).toBe(TIME_RECORD_MESSAGES.dateInFuture);
    expect(await refused({date: '2026-11-28', sickLeave: true})).toBe(TIME_RECORD_MESSAGES.dateInFuture);
    expect(await refused({date: '2026-12-29', paidDayOff: true})).toBe(TIME_RECORD_MESSAGES.dateTooFar);
    expect(await refused({date: '2025-11-26', hours: 8})).toBe(TIME_RECORD_MESSAGES.dateTooOld);
    expect((await own(token)).body.total).toBe(0);
    // The bounds themselves are in: a year back, and a paid day off 31 days ahead.
    await givenDay(token, {date: '2025-11-27', hours: 8});
    await givenDay(token, {date: '2026-12-28', paidDayOff: true});
    await app.client.get('/api/time-records/mine?month=2026-13').set(bearer(token)).expect(400);
  });

  it("answers another member's record as one that does not exist, for reading, editing and deleting", async () => {
    const record = await givenDay(anna.token, {date: '2026-11-25', hours: 7});
    const notFound = TIME_RECORD_MESSAGES.notFound;
    expect((await app.client.get(`/api/time-records/mine/${record.id}`).set(bearer(bob.token)).expect(404)).body.error.message).toBe(notFound);
    expect((await put(bob.token, record.id, {date: '2026-11-25', hours: 1}).expect(404)).body.error.message).toBe(notFound);
    expect((await app.client.delete(`/api/time-records/mine/${record.id}`).set(bearer(bob.token)).expect(404)).body.error.message).toBe(notFound);
    // The same answer as for an id that is no record at all.
    expect((await app.client.get('/api/time-records/mine/99999999').set(bearer(bob.token)).expect(404)).body.error.message).toBe(notFound);
    expect((await own(bob.token, '?month=2026-11')).body.records.map((r: TimeRecord) => r.id)).not.toContain(record.id);
    expect((await app.client.get(`/api/time-records/mine/${record.id}`).set(bearer(anna.token)).expect(200)).body.hours).toBe(7);
    await app.client.delete(`/api/time-records/mine/${record.id}`).set(bearer(anna.token)).expect(204);
  });

  it('no longer changes or deletes a record once its day is more than a year back', async () => {
    const {token} = await givenMemberWithRoles(app, ['payer']);
    const record = await givenDay(token, {date: '2026-11-20', hours: 8});
    clock.current = new Date('2027-11-21T10:00:00Z');
    try {
      expect((await put(token, record.id, {date: '2026-11-20', hours: 7}).expect(422)).body.error.message).toBe(TIME_RECORD_MESSAGES.recordTooOld);
      expect((await app.client.delete(`/api/time-records/mine/${record.id}`).set(bearer(token)).expect(422)).body.error.message).toBe(
        TIME_RECORD_MESSAGES.recordTooOld,
      );
    } finally {
      clock.current = NOW;
    }
  });

  describe("the admin's month of everyone", () => {
    // Hand-worked: Anna 7.5 + 8 hours and a sick day; Bob 4.25 hours and two paid days off.
    const ANNA: Totals = {hours: 15.5, sickDays: 1, paidDaysOff: 0, days: 3};
    const BOB: Totals = {hours: 4.25, sickDays: 0, paidDaysOff: 2, days: 3};
    beforeAll(async () => {
      await givenDay(anna.token, {date: '2026-09-01', hours: 7.5});
      await givenDay(anna.token, {date: '2026-09-02', hours: 8});
      await givenDay(anna.token, {date: '2026-09-03', sickLeave: true});
      await givenDay(bob.token, {date: '2026-09-01', hours: 4.25});
      await givenDay(bob.token, {date: '2026-09-02', paidDayOff: true});
      await givenDay(bob.token, {date: '2026-09-03', paidDayOff: true});
    });
    const overview = (query: string, token = admin) => app.client.get(`/api/time-records${query}`).set(bearer(token));

    it("shows every member's totals by name and the month's, and pages the records newest day first", async () => {
      const body = (await overview('?month=2026-09').expect(200)).body;
      expect(body.members).toEqual([
        {userId: anna.id, name: anna.name, ...ANNA},
        {userId: bob.id, name: bob.name, ...BOB},
      ]);
      expect(body.totals).toEqual({hours: 19.75, sickDays: 1, paidDaysOff: 2, days: 6});
      expect(body.total).toBe(6);
      expect(body.records.map((r: TimeRecord) => r.date)).toEqual(['2026-09-03', '2026-09-03', '2026-09-02', '2026-09-02', '2026-09-01', '2026-09-01']);
      expect(body.records[0]).toMatchObject({memberName: expect.any(String), userId: expect.any(Number)});
      const page = (await overview('?month=2026-09&limit=4&skip=4').expect(200)).body;
      expect({total: page.total, n: page.records.length, totals: page.totals.days}).toEqual({total: 6, n: 2, totals: 6});
    });

    it('filters by member', async () => {
      const body = (await overview(`?month=2026-09&userId=${bob.id}`).expect(200)).body;
      expect(body.members).toEqual([{userId: bob.id, name: bob.name, ...BOB}]);
      expect(body.totals).toEqual(BOB);
      expect(body.records.map((r: TimeRecord & {memberName: string}) => [r.date, r.memberName])).toEqual([
        ['2026-09-03', bob.name],
        ['2026-09-02', bob.name],
        ['2026-09-01', bob.name],
      ]);
    });

    it("exports the month as CSV: a row a record, each member's total and everyone's, names kept as text", async () => {
      const res = await app.client.get('/api/time-records/export.csv?month=2026-09').set(bearer(admin)).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="time-records-2026-09.csv"');
      expect(res.text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
        'Member,Date,Kind,Hours,Sick days,Paid days off',
        "'=Anna Aalto,2026-09-01,Worked,7.5,0,0",
        "'=Anna Aalto,2026-09-02,Worked,8,0,0",
        "'=Anna Aalto,2026-09-03,Sick leave,0,1,0",
        "'=Anna Aalto,,Total,15.5,1,0",
        '"Bob, ""B"" Berg",2026-09-01,Worked,4.25,0,0',
        '"Bob, ""B"" Berg",2026-09-02,Paid day off,0,0,1',
        '"Bob, ""B"" Berg",2026-09-03,Paid day off,0,0,1',
        '"Bob, ""B"" Berg",,Total,4.25,0,2',
        'All members,,Total,19.75,1,2',
        '',
      ]);
      const one = await app.client.get(`/api/time-records/export.csv?month=2026-09&userId=${anna.id}`).set(bearer(admin)).expect(200);
      expect(one.text.split('\r\n').filter(line => line.includes('Bob'))).toEqual([]);
      expect(one.text).toContain('All members,,Total,15.5,1,0');
    });

    it("is the admin's alone: a buyer gets 403 on the list and the CSV, and their own days still", async () => {
      const {token} = await givenMemberWithRoles(app, ['buyer']);
      await overview('?month=2026-09', token).expect(403);
      await app.client.get('/api/time-records/export.csv?month=2026-09').set(bearer(token)).expect(403);
      await own(token, '?month=2026-09');
      await app.client.get('/api/time-records?month=2026-09').expect(401);
    });
  });
});
