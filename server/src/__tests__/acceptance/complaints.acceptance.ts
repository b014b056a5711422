import {COMPLAINT_DEFAULTS, COMPLAINT_MESSAGES, type RoleFlag} from '@karat/shared';
import {BOTH_DATABASES, bearer, givenRunningApp, TestApp, TestClock} from '../helpers/app.helper';
import {adminToken, givenClient, givenMemberWithRoles, givenOrder} from '../helpers/builders';

// Complaints: register with the spec's texts and the numbers that must exist, the list's filters
// and pages, the edit and its history, closing the complaint's order, and who may do any of it.
const NOW = new Date('2026-11-27T10:00:00Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

type Complaint = {
  id: number;
  complaintNumber: number;
  status: string;
  isClosed: boolean;
  orderId: number | null;
  clientId: number | null;
  orderClosed: string;
} & Record<string, unknown>;

describe.each(BOTH_DATABASES)('complaints (%s)', kind => {
  let app: TestApp;
  let admin: string;
  let customer: string;
  const clock = new TestClock(NOW);

  const form = (partial: Record<string, unknown> = {}) => ({
    dueDate: iso(3 * DAY),
    reasonCategory: COMPLAINT_DEFAULTS.reasonCategory,
    reasonSubcategory: COMPLAINT_DEFAULTS.reasonSubcategory,
    complaintInfo: 'The client says the bag never came.',
    complaintFiledBy: COMPLAINT_DEFAULTS.complaintFiledBy,
    status: COMPLAINT_DEFAULTS.status,
    ...partial,
  });
  const register = (body: object, token = customer) => app.client.post('/api/ComplaintHandlers/register').set(bearer(token)).send(body);
  const list = (body: object) => app.client.post('/api/ComplaintHandlers/list').set(bearer(customer)).send(body).expect(200);
  async function givenComplaint(partial: Record<string, unknown> = {}): Promise<Complaint> {
    return (await register(form(partial)).expect(200)).body;
  }

  beforeAll(async () => {
    app = await givenRunningApp(kind, {clock});
    admin = await adminToken(app);
    customer = (await givenMemberWithRoles(app, ['customer'])).token;
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('registers a complaint with the next complaint number, today as its date, and its client from the order', async () => {
    const order = await givenOrder(app, admin);
    const first = await givenComplaint({orderNumber: order.orderNumber});
    const second = await givenComplaint();
    expect(second.complaintNumber).toBe(first.complaintNumber + 1);
    expect(first).toMatchObject({orderId: order.id, clientId: order.clientId, orderClosed: 'open', isClosed: false, status: 'waiting_customer_service'});
    expect(new Date(first.complaintDate as string).toISOString()).toBe(NOW.toISOString());
    expect(second).toMatchObject({orderId: null, clientId: null, orderClosed: 'not_set'});
  });

  it('answers each missing required field with the spec text, and writes nothing', async () => {
    const before = (await list({})).body.total;
    const missing = await register({}).expect(422);
    expect(missing.body.error.details.map((d: {message: string}) => d.message)).toEqual([
      COMPLAINT_MESSAGES.dueDateRequired,
      COMPLAINT_MESSAGES.reasonCategoryRequired,
      COMPLAINT_MESSAGES.reasonSubcategoryRequired,
      COMPLAINT_MESSAGES.complaintInfoRequired,
      COMPLAINT_MESSAGES.filedByRequired,
      COMPLAINT_MESSAGES.statusRequired,
    ]);
    const wrongSub = await register(form({reasonCategory: 'Teller', reasonSubcategory: 'other_buyer'})).expect(422);
    expect(wrongSub.body.error.message).toBe(COMPLAINT_MESSAGES.subcategoryNotOfCategory('Teller'));
    expect((await list({})).body.total).toBe(before);
  });

  it('refuses a client or order number that names nothing, and an order of another client', async () => {
    expect((await register(form({clientNumber: 99_999_999})).expect(422)).body.error.message).toBe(COMPLAINT_MESSAGES.clientNotFound(99_999_999));
    expect((await register(form({orderNumber: 99_999_999})).expect(422)).body.error.message).toBe(COMPLAINT_MESSAGES.orderNotFound(99_999_999));
    const order = await givenOrder(app, admin);
    const other = await givenClient(app, admin);
    expect((await register(form({orderNumber: order.orderNumber, clientNumber: other.clientNumber})).expect(422)).body.error.message).toBe(
      COMPLAINT_MESSAGES.orderNotOfClient(order.orderNumber, other.clientNumber),
    );
    const client = await givenClient(app, admin);
    expect((await register(form({clientNumber: client.clientNumber})).expect(200)).body).toMatchObject({clientId: client.id, orderId: null});
  });

  it('filters by status, category, filed by, closed and overdue; 50 a page with the total, newest first', async () => {
    const tag = {reasonCategory: 'Bursar', reasonSubcategory: 'wrong_no_return'};
    const overdue = await givenComplaint({...tag, dueDate: iso(-DAY), complaintFiledBy: 'third party'});
    const resolvedLate = await givenComplaint({...tag, dueDate: iso(-DAY), status: 'resolved'});
    const closed = await givenComplaint({...tag, status: 'closed'});
    const ids = (body: {data: Complaint[]}) => body.data.map(c => c.id);
    const bursar = (await list({reasonCategory: 'Bursar'})).body;
    expect(ids(bursar)).toEqual([closed.id, resolvedLate.id, overdue.id]);
    expect(ids((await list({reasonCategory: 'Bursar', overdue: true})).body)).toEqual([overdue.id]);
    expect(ids((await list({reasonCategory: 'Bursar', overdue: false})).body)).toEqual([closed.id, resolvedLate.id]);
    expect(ids((await list({reasonCategory: 'Bursar', isClosed: true})).body)).toEqual([closed.id]);
    expect(ids((await list({reasonCategory: 'Bursar', status: 'resolved'})).body)).toEqual([resolvedLate.id]);
    expect(ids((await list({reasonCategory: 'Bursar', complaintFiledBy: 'third party'})).body)).toEqual([overdue.id]);
    const paged = (await list({reasonCategory: 'Bursar', limit: 2, skip: 2})).body;
    expect({total: paged.total, ids: ids(paged)}).toEqual({total: 3, ids: [overdue.id]});
    await app.client.post('/api/ComplaintHandlers/list').set(bearer(customer)).send({limit: 51}).expect(422);
  });

  it('edits a complaint (the complaint date now required), and shows who changed what in its history', async () => {
    const complaint = await givenComplaint();
    const put = (body: object) => app.client.put(`/api/ComplaintHandlers/${complaint.id}`).set(bearer(customer)).send(body);
    expect((await put(form()).expect(422)).body.error.message).toBe(COMPLAINT_MESSAGES.complaintDateRequired);
    const edited = await put(
      form({
        complaintDate: iso(-DAY),
        status: 'closed',
        reasonCategory: 'Logistics',
        reasonSubcategory: 'package_missing_outgoing_posti',
        logisticsLastSeenLocation: 'Vantaa',
      }),
    ).expect(200);
    expect(edited.body).toMatchObject({
      status: 'closed',
      isClosed: true,
      reasonSubcategory: 'package_missing_outgoing_posti',
      logisticsLastSeenLocation: 'Vantaa',
    });
    const history = (await app.client.get(`/api/ComplaintHandlers/${complaint.id}/history`).set(bearer(customer)).expect(200)).body;
    expect(history.entries.map((e: {action: string}) => e.action)).toEqual(['edit', 'register']);
    expect(history.entries[0].changedFields).toEqual(expect.arrayContaining(['status', 'isClosed', 'reasonCategory', 'reasonSubcategory', 'complaintDate']));
    await app.client.get('/api/ComplaintHandlers/99999999').set(bearer(customer)).expect(404, new RegExp(COMPLAINT_MESSAGES.notFound));
    await app.client
      .put('/api/ComplaintHandlers/99999999')
      .set(bearer(customer))
      .send(form({complaintDate: iso(0)}))
      .expect(404);
  });

  it("closes the complaint's order by customer service's close: method, reason, the complaint marked, both audited", async () => {
    const order = await givenOrder(app, admin);
    const complaint = await givenComplaint({orderNumber: order.orderNumber});
    const close = (orderId: number, body: object) => app.client.post(`/api/ComplaintHandlers/order/${orderId}/close`).set(bearer(customer)).send(body);
    const noOrder = await givenComplaint();
    expect((await close(order.id, {complaintId: noOrder.id}).expect(422)).body.error.message).toBe(COMPLAINT_MESSAGES.noOrderId);
    const closed = (await close(order.id, {complaintId: complaint.id}).expect(200)).body;
    expect(closed).toMatchObject({closed: true, closeMethod: 'phone', closeReason: `Complaint ${complaint.complaintNumber}`});
    expect((await app.client.get(`/api/ComplaintHandlers/${complaint.id}`).set(bearer(customer)).expect(200)).body.orderClosed).toBe('closed');
    expect((await close(order.id, {complaintId: complaint.id}).expect(409)).body.error.message).toBe('Order is already closed');
    const orderHistory = (await app.client.get(`/api/Orders/${order.id}/history`).set(bearer(admin)).expect(200)).body;
    expect(orderHistory.entries[0]).toMatchObject({action: 'close', reason: `Complaint ${complaint.complaintNumber}`});
    const complaintHistory = (await app.client.get(`/api/ComplaintHandlers/${complaint.id}/history`).set(bearer(customer)).expect(200)).body;
    expect(complaintHistory.entries[0].action).toBe('close-order');
  });

  it('lets customer service, the call-centre manager and the admin in; every other role gets 403', async () => {
    const complaint = await givenComplaint();
    for (const role of ['ccManager'] as RoleFlag[]) {
      const {token} = await givenMemberWithRoles(app, [role]);
      await app.client.get(`/api/ComplaintHandlers/${complaint.id}`).set(bearer(token)).expect(200);
    }
    await app.client.get(`/api/ComplaintHandlers/${complaint.id}`).set(bearer(admin)).expect(200);
    for (const role of ['buyer', 'teller', 'valuation', 'receiver', 'packager', 'payer', 'bursar'] as RoleFlag[]) {
      const {token} = await givenMemberWithRoles(app, [role]);
      await register(form(), token).expect(403);
      await app.client.get(`/api/ComplaintHandlers/${complaint.id}`).set(bearer(token)).expect(403);
      await app.client.post('/api/ComplaintHandlers/list').set(bearer(token)).send({}).expect(403);
    }
    await app.client.post('/api/ComplaintHandlers/list').send({}).expect(401);
  });
});
