import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client as PgClient} from 'pg';
import {bearer, DbKind, givenRunningApp, TestApp} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder} from '../helpers/builders';

// Valuation image uploads have quotas: per member in the last hour and per order (count and bytes,
// from the configuration), answered 429 and 413 with what was used and what is allowed. Nothing
// is stored for a refused upload. The local storage removes what a crashed upload left, at start.

const KB = 1024;
/** A JPEG of `size` bytes (its type is read from the first bytes). */
const jpeg = (size: number) => Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(size - 11, 7)]);
const QUOTA = {memberPerHour: {count: 6, bytes: 400 * KB}, perOrder: {count: 3, bytes: 200 * KB}};

type Member = {token: string; member: {id: number}};

describe.each<DbKind>(['postgres', 'pglite'])('valuation image quotas (%s)', kind => {
  let app: TestApp;
  let admin: string;
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-quota-test-'));
  const images = path.join(files, 'valuation-images');
  const leftover = '1700000000000-O1-valuationImage.jpg';

  beforeAll(async () => {
    // What a server killed in the middle of an upload left: the content type and half of the file.
    fs.mkdirSync(images, {mode: 0o700});
    fs.writeFileSync(path.join(images, `${leftover}.type`), 'image/jpeg', {mode: 0o600});
    fs.writeFileSync(path.join(images, `${leftover}.999999999.1700000000000.partial`), jpeg(KB), {mode: 0o600});
    app = await givenRunningApp(kind, {config: {valuationImageQuota: QUOTA, storage: {kind: 'local', dir: files}}});
    admin = await adminToken(app);
  });
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(files, {recursive: true, force: true});
  });

  const order = async () => (await givenOrder(app, admin, {isReceived: true})).id as number;
  const upload = (member: Member, id: number, body: Buffer, field = 'extraImages') =>
    app.client.post(`/api/Orders/${id}/valuation-images/${field}`).set(bearer(member.token)).set('Content-Type', 'application/octet-stream').send(body);
  const stored = () => fs.readdirSync(images).filter(name => !name.endsWith('.type'));

  it('removed the half-written upload a crash left when the server started', () => {
    expect(fs.readdirSync(images)).toEqual([]);
  });

  it("refuses an order's image past its count or bytes with 413, storing nothing, while other orders take theirs", async () => {
    const valuer = await givenMemberWithRoles(app, ['valuation']);
    const full = await order();
    for (let i = 0; i < 3; i++) await upload(valuer, full, jpeg(10 * KB)).expect(200);
    const before = stored().length;
    const refused = await upload(valuer, full, jpeg(10 * KB)).expect(413);
    expect(refused.body.error).toMatchObject({
      code: 'ORDER_IMAGE_QUOTA',
      message: `Order ${full} has 3 images (1 MB) already; an order takes at most 3 images and 1 MB`,
    });
    expect(stored()).toHaveLength(before);

    const heavy = await order();
    await upload(valuer, heavy, jpeg(150 * KB)).expect(200);
    await upload(valuer, heavy, jpeg(60 * KB)).expect(413);
    await upload(valuer, heavy, jpeg(50 * KB), 'valuationImage').expect(200);
    await upload(valuer, await order(), jpeg(10 * KB)).expect(200);
  });

  it("refuses a member's upload past the hour's count or bytes with 429; another member uploads on, and the member after the hour", async () => {
    const valuer = await givenMemberWithRoles(app, ['valuation']);
    const other = await givenMemberWithRoles(app, ['valuation']);
    for (let i = 0; i < 6; i++) await upload(valuer, await order(), jpeg(10 * KB)).expect(200);
    const next = await order();
    const refused = await upload(valuer, next, jpeg(10 * KB)).expect(429);
    expect(refused.body.error).toMatchObject({
      code: 'MEMBER_IMAGE_QUOTA',
      message: 'You uploaded 6 images (1 MB) in the last hour; a member may upload at most 6 images and 1 MB an hour. Try again later',
    });
    await upload(other, next, jpeg(10 * KB)).expect(200);
    // Bytes count as well as images.
    await upload(other, await order(), jpeg(195 * KB)).expect(200);
    await upload(other, await order(), jpeg(196 * KB)).expect(429);

    // An hour later the member's earlier uploads no longer count.
    const db = new PgClient({connectionString: app.url});
    await db.connect();
    await db.query(`UPDATE audit_entries SET createdat = createdat - interval '61 minutes' WHERE memberid = $1 AND action = 'valuation-image'`, [
      valuer.member.id,
    ]);
    await db.end();
    await upload(valuer, next, jpeg(10 * KB)).expect(200);
  });
});
