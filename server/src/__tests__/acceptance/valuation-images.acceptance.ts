import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {VALUATION_IMAGE_MAX_BYTES, VALUATION_IMAGE_MESSAGES} from '@karat/shared';
import {LocalFileStorage, S3FileStorage, type FileStorage} from '../../adapters/storage/storage.adapter';
import {FILE_STORAGE} from '../../keys';
import {bearer, givenRunningApp, TestApp, TestClock, DESK_DATABASES} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder as givenStoredOrder} from '../helpers/builders';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

// Valuation images upload through the server (images only, by their bytes; 10 MB;
// keyed valuation-images/{timestamp}-O{orderId}-{field}.{ext}), 'Missing order', 'Failed to upload
// file'; signed-in staff read them back; the valuation save records only keys made for its order.
const NOW = new Date('2026-03-11T10:00:00Z');
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), Buffer.from('rest of a png')]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.from('rest of a jpeg')]);

/** The configured storage, failing on demand ('Failed to upload file'). */
class SwitchableStorage implements FileStorage {
  readonly name = 'switchable';
  failing = false;
  constructor(private inner: FileStorage) {}
  put(key: string, body: Buffer, contentType: string) {
    return this.failing ? Promise.reject(new Error('disk full')) : this.inner.put(key, body, contentType);
  }
  get(key: string) {
    return this.inner.get(key);
  }
}

type Member = {token: string; member: {id: number}};

describe.each(DESK_DATABASES)('valuation images (%s)', kind => {
  let app: TestApp;
  let admin: string;
  let valuer: Member;
  let teller: Member;
  let buyer: Member;
  const clock = new TestClock(NOW);
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-images-test-'));
  const storage = new SwitchableStorage(new LocalFileStorage(files));

  beforeAll(async () => {
    app = await givenRunningApp(kind, {clock, bindings: [[FILE_STORAGE, storage]]});
    admin = await adminToken(app);
    valuer = await givenMemberWithRoles(app, ['valuation']);
    teller = await givenMemberWithRoles(app, ['teller']);
    buyer = await givenMemberWithRoles(app, ['buyer']);
  });
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(files, {recursive: true, force: true});
  });
  beforeEach(() => {
    clock.current = NOW;
    storage.failing = false;
  });

  const givenOrder = () => givenStoredOrder(app, admin, {isReceived: true});
  const upload = (id: number, field: string, body: Buffer, token: string | null = valuer.token, type = 'application/octet-stream') => {
    const request = app.client.post(`/api/Orders/${id}/valuation-images/${field}`).set('Content-Type', type);
    return (token ? request.set(bearer(token)) : request).send(body);
  };
  const read = (key: string, token = teller.token) =>
    app.client
      .get(`/api/${key}`)
      .set(bearer(token))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it("stores a PNG and a JPEG under keys of the server's clock, the order, the field and the detected type; staff read them back", async () => {
    const order = await givenOrder();
    const png = (await upload(order.id, 'valuationImage', PNG, valuer.token, 'image/png').expect(200)).body;
    expect(png).toEqual({key: `valuation-images/${NOW.getTime()}-O${order.id}-valuationImage.png`, contentType: 'image/png', size: PNG.length});
    // The admin uploads too; the same millisecond still makes a new key. The declared type is not believed: the bytes are.
    const jpeg = (await upload(order.id, 'extraImages', JPEG, admin, 'image/png').expect(200)).body;
    expect(jpeg.key).toBe(`valuation-images/${NOW.getTime() + 1}-O${order.id}-extraImages.jpg`);

    const back = await read(png.key).expect(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(back.body as Buffer, PNG)).toBe(0);
    const backJpeg = await read(jpeg.key, valuer.token).expect(200);
    expect([backJpeg.headers['content-type'], Buffer.compare(backJpeg.body as Buffer, JPEG)]).toEqual(['image/jpeg', 0]);
  });

  it('audits each stored upload (who, order, field, key, type, size) and no refused one', async () => {
    const order = await givenOrder();
    const {key} = (await upload(order.id, 'valuationImage', PNG).expect(200)).body;
    await upload(order.id, 'valuationImage', Buffer.from('not an image')).expect(422);
    storage.failing = true;
    await upload(order.id, 'extraImages', PNG).expect(502);
    const filter = {where: {model: 'Order', modelId: String(order.id), action: 'valuation-image'}};
    const entries = (
      await app.client
        .get(`/api/AuditEntries?filter=${encodeURIComponent(JSON.stringify(filter))}`)
        .set(bearer(admin))
        .expect(200)
    ).body;
    expect(entries).toEqual([
      expect.objectContaining({memberId: valuer.member.id, after: {field: 'valuationImage', key, contentType: 'image/png', size: PNG.length}}),
    ]);
  });

  it('refuses a text file named .png, an empty body and more than 10 MB, with clear texts', async () => {
    const order = await givenOrder();
    const text = await upload(order.id, 'valuationImage', Buffer.from('just some notes, saved as ring.png'), valuer.token, 'image/png').expect(422);
    expect(text.body.error.message).toBe(VALUATION_IMAGE_MESSAGES.notAnImage);
    expect((await upload(order.id, 'valuationImage', Buffer.alloc(0)).expect(422)).body.error.message).toBe(VALUATION_IMAGE_MESSAGES.empty);
    const big = Buffer.concat([PNG, Buffer.alloc(VALUATION_IMAGE_MAX_BYTES + 1 - PNG.length)]);
    expect((await upload(order.id, 'valuationImage', big).expect(413)).body.error.message).toBe(VALUATION_IMAGE_MESSAGES.tooLarge);
    // Exactly 10 MB is taken.
    await upload(order.id, 'valuationImage', big.subarray(0, VALUATION_IMAGE_MAX_BYTES)).expect(200);
    await upload(order.id, 'thumbnail', PNG).expect(400);
    await upload(order.id, 'valuationImage', PNG, valuer.token, 'text/plain').expect(415);
  });

  it("answers 'Missing order' for an unknown order and 'Failed to upload file' when the storage fails", async () => {
    expect((await upload(99_999_999, 'valuationImage', PNG).expect(404)).body.error.message).toBe('Missing order');
    const order = await givenOrder();
    storage.failing = true;
    expect((await upload(order.id, 'valuationImage', PNG).expect(502)).body.error.message).toBe('Failed to upload file');
  });

  it('lets only signed-in staff in: no token 401, a buyer 403 (upload and read), a teller may read but not upload', async () => {
    const order = await givenOrder();
    const {key} = (await upload(order.id, 'valuationImage', PNG).expect(200)).body;
    await upload(order.id, 'valuationImage', PNG, null).expect(401);
    await app.client.get(`/api/${key}`).expect(401);
    await upload(order.id, 'valuationImage', PNG, buyer.token).expect(403);
    await read(key, buyer.token).expect(403);
    await upload(order.id, 'valuationImage', PNG, teller.token).expect(403);
    await app.client
      .get(`/api/${key.replace('.png', '.jpg')}`)
      .set(bearer(teller.token))
      .expect(404, /Image not found/);
    await app.client.get('/api/valuation-images/..%2F..%2Fetc%2Fpasswd').set(bearer(teller.token)).expect(400);
  });

  it('the valuation save records only image keys uploaded for that order and field', async () => {
    const materials = (await app.client.get('/api/Materials').set(bearer(admin)).expect(200)).body as unknown[];
    if (!materials.some(m => (m as {category: string}).category === 'silver')) {
      await app.client.post('/api/Materials').set(bearer(admin)).send({name: 'Silver 0.925', price: 0.4, category: 'silver'}).expect(200);
    }
    const order = await givenOrder();
    const other = await givenOrder();
    const mine = (await upload(order.id, 'valuationImage', PNG).expect(200)).body.key;
    const extra = (await upload(order.id, 'extraImages', JPEG).expect(200)).body.key;
    const theirs = (await upload(other.id, 'valuationImage', PNG).expect(200)).body.key;
    const form = (valuationImage: string, extraImages: string[] = []) => ({
      materialWeight: 5,
      packageWeight: 6,
      valuationImage,
      extraImages,
      products: [],
      price: 0,
      goldWeight: 0,
      silverWeight: 0,
    });
    const save = (body: object) => app.client.post(`/api/Orders/${order.id}/valuation`).set(bearer(valuer.token)).send(body);
    expect((await save(form('ring.jpg')).expect(422)).body.error.message).toBe(`valuationImage ring.jpg was not uploaded for order ${order.id}`);
    expect((await save(form(theirs)).expect(422)).body.error.message).toBe(`valuationImage ${theirs} was not uploaded for order ${order.id}`);
    expect((await save(form(mine, [mine])).expect(422)).body.error.message).toBe(`extraImages ${mine} was not uploaded for order ${order.id}`);
    const saved = (await save(form(mine, [extra])).expect(200)).body;
    expect([saved.valuationImage, saved.extraImages]).toEqual([mine, [extra]]);
  });
});

describe.each(DESK_DATABASES)('valuation images in S3 (%s, against s3rver)', kind => {
  let app: TestApp;
  let s3: {close(): Promise<void>};
  let bucket: S3FileStorage;
  const s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-s3rver-images-'));

  beforeAll(async () => {
    const server = new S3rver({port: 0, address: '127.0.0.1', silent: true, directory: s3dir, configureBuckets: [{name: 'karat-images'}]});
    const address = (await server.run()) as AddressInfo;
    s3 = server;
    const s3Config = {
      bucket: 'karat-images',
      region: 'eu-north-1',
      endpoint: `http://127.0.0.1:${address.port}`,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
    app = await givenRunningApp(kind, {clock: new TestClock(NOW), config: {storage: {kind: 's3', ...s3Config}}});
    bucket = new S3FileStorage(s3Config);
  });
  afterAll(async () => {
    bucket?.destroy();
    await app?.stop();
    await s3?.close();
    fs.rmSync(s3dir, {recursive: true, force: true});
  });

  it('an upload lands in the bucket under its key and staff read it back through the server', async () => {
    const admin = await adminToken(app);
    const order = await givenStoredOrder(app, admin);
    const {key} = (await app.client.post(`/api/Orders/${order.id}/valuation-images/valuationImage`).set(bearer(admin)).type('image/png').send(PNG).expect(200))
      .body;
    expect(key).toBe(`valuation-images/${NOW.getTime()}-O${order.id}-valuationImage.png`);
    const object = await bucket.get(key);
    expect([object?.contentType, Buffer.compare(object!.body, PNG)]).toEqual(['image/png', 0]);
    const back = await app.client.get(`/api/${key}`).set(bearer(admin)).buffer(true).expect(200);
    expect(back.headers['content-type']).toBe('image/png');
  });
});
