import {createHash, generateKeyPairSync, verify} from 'node:crypto';
import {Client as PgClient} from 'pg';
import {LIMITS} from '@karat/shared';
import {bearer, givenRunningApp, TestApp} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles} from '../helpers/builders';

// The signing key lets a printer print without asking anyone: the endpoint signs QZ Tray's own
// requests only, at a desk's rate, and audits each signature.

/** What qz-tray.js hashes for a call: JSON of {call, params, timestamp}. */
const callMessage = (call: string, params: object | null, timestamp = Date.now()) => JSON.stringify({call, params, timestamp});
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe.each(['postgres', 'pglite'] as const)('QZ Tray signing (%s)', kind => {
  let app: TestApp;
  let admin: string;
  let valuer: {token: string; member: {id: number}};
  const keys = generateKeyPairSync('rsa', {modulusLength: 2048});
  const certificate = '-----BEGIN CERTIFICATE-----\nTEST-CERTIFICATE\n-----END CERTIFICATE-----\n';

  beforeAll(async () => {
    app = await givenRunningApp(kind, {config: {qz: {privateKey: keys.privateKey.export({type: 'pkcs8', format: 'pem'}) as string, certificate}}});
    admin = await adminToken(app);
    valuer = await givenMemberWithRoles(app, ['valuation']);
  });
  afterAll(async () => app?.stop());

  const sign = (token: string, request: string) => app.client.post('/api/printing/qz/sign').set(bearer(token)).send({request});
  const verifies = (request: string, signature: string) => verify('sha512', Buffer.from(request), keys.publicKey, Buffer.from(signature, 'base64'));

  it('signs the SHA-256 of a call, as qz-tray.js asks, and a call message itself', async () => {
    const packager = await givenMemberWithRoles(app, ['packager']);
    const hash = sha256(callMessage('printers.find', {query: null}));
    const hashed = await sign(packager.token, hash).expect(200);
    expect(verifies(hash, hashed.body.signature)).toBe(true);
    // A page with its own hasher (or an older qz-tray.js) hands over the message, with the call's uid.
    const message = JSON.stringify({
      call: 'print',
      params: {printer: {name: 'Zebra'}, data: [{type: 'raw', data: '^XA^XZ'}]},
      timestamp: Date.now(),
      uid: 'a1b2c3',
    });
    const signed = await sign(packager.token, message).expect(200);
    expect(verifies(message, signed.body.signature)).toBe(true);
    await sign(packager.token, JSON.stringify({call: 'printers.getDefault', params: null, timestamp: Date.now()})).expect(200);
    await sign(packager.token, hash.toUpperCase()).expect(200);
  });

  it.each([
    ['any text', 'I owe Mallory 1,000 euros'],
    ['a hash of another length (SHA-1)', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
    ['64 characters that are not hex', 'z'.repeat(64)],
    ['a JSON array', '[1, 2, 3]'],
    ['JSON of another shape', JSON.stringify({sub: 'admin', exp: 4102444800})],
    ['a call message with another key', JSON.stringify({call: 'print', params: {}, timestamp: 1, admin: true})],
    ['a call message without a timestamp', JSON.stringify({call: 'print', params: {}})],
    ['a call message whose timestamp is text', JSON.stringify({call: 'print', params: {}, timestamp: 'now'})],
    ['a call that is not a call name', JSON.stringify({call: 'print; rm -rf /', params: {}, timestamp: 1})],
    ['a call message whose params are text', JSON.stringify({call: 'print', params: 'x', timestamp: 1})],
    ['a certificate', '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----'],
  ])('refuses %s with 400 and signs nothing', async (_name, request) => {
    const res = await sign(valuer.token, request).expect(400);
    expect(res.body.error).toMatchObject({
      code: 'NOT_A_QZ_REQUEST',
      message: "Only QZ Tray's own requests are signed: the SHA-256 hash (64 hex digits) of a call, or a call message {call, params, timestamp, uid}",
    });
    expect(res.body.error.signature).toBeUndefined();
    const filter = encodeURIComponent(JSON.stringify({where: {action: 'qz-sign', memberId: valuer.member.id}}));
    expect((await app.client.get(`/api/AuditEntries?filter=${filter}`).set(bearer(admin)).expect(200)).body).toEqual([]);
  });

  it(`signs at most ${LIMITS.qzSignaturesPerMemberPerMinute} a minute per member (429 above), each audited; others sign on`, async () => {
    const packager = await givenMemberWithRoles(app, ['packager']);
    const other = await givenMemberWithRoles(app, ['packager']);
    const requests = Array.from({length: LIMITS.qzSignaturesPerMemberPerMinute}, (_, i) => sha256(callMessage('print', {n: i})));
    for (const request of requests) await sign(packager.token, request).expect(200);
    const refused = await sign(packager.token, sha256(callMessage('print', {n: 'one more'}))).expect(429);
    expect(refused.body.error).toMatchObject({
      code: 'QZ_SIGN_RATE',
      message: `At most ${LIMITS.qzSignaturesPerMemberPerMinute} QZ Tray signatures per member in a minute, try again shortly`,
    });
    await sign(other.token, requests[0]).expect(200);

    const filter = encodeURIComponent(JSON.stringify({where: {action: 'qz-sign', memberId: packager.member.id}, order: ['id ASC']}));
    const audits = (await app.client.get(`/api/AuditEntries?filter=${filter}`).set(bearer(admin)).expect(200)).body as {model: string; after: object}[];
    expect(audits).toHaveLength(LIMITS.qzSignaturesPerMemberPerMinute);
    expect(audits[0]).toMatchObject({model: 'QzSignature', after: {sha256: sha256(requests[0]), length: 64}});

    // A minute later the member signs again.
    const db = new PgClient({connectionString: app.url});
    await db.connect();
    await db.query(`UPDATE audit_entries SET createdat = createdat - interval '61 seconds' WHERE memberid = $1 AND action = 'qz-sign'`, [packager.member.id]);
    await db.end();
    await sign(packager.token, requests[0]).expect(200);
  });
});
