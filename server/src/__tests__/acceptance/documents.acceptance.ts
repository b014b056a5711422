import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createHash, generateKeyPairSync, verify} from 'node:crypto';
import {DEFAULT_GREETINGS, orderReferenceNumber, printedFinnishReference} from '@karat/shared';
import {readConfig} from '../../config';
import {bearer, givenRunningApp, loginAs, TestApp, TestClock} from '../helpers/app.helper';
import {adminToken, givenClient, givenMemberWithRoles, givenOrder} from '../helpers/builders';
import {pdfPageSizes, pdfText, binary} from '../helpers/pdf-text';
import {readPdfCode128} from '../helpers/barcode-reader';

// Documents and printing over HTTP: the documents with the token and through signed links, the
// roles, and QZ Tray's signing with a key pair made here.

type Res = {body: Buffer; headers: Record<string, string>; status: number};

describe('documents and printing', () => {
  let app: TestApp;
  let admin: string;
  let packager: {token: string; member: {id: number}};
  let valuation: {token: string; member: {id: number}};
  let buyer: {token: string};
  let order: {id: number; orderNumber: number; barCode: string};
  let webOrder: {id: number; orderNumber: number};
  const clock = new TestClock(new Date());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-docs-'));
  const keys = generateKeyPairSync('rsa', {modulusLength: 2048});
  const certificate = '-----BEGIN CERTIFICATE-----\nTEST-CERTIFICATE\n-----END CERTIFICATE-----\n';

  beforeAll(async () => {
    // Uncompressed PDFs, so the test reads their texts.
    const documents = {...readConfig({DATA_DIR: dataDir, RETURN_ADDRESS: 'Karat Testi Oy|Lähettäjänkatu 1|00100 HELSINKI'}).documents, compressPdf: false};
    app = await givenRunningApp('postgres', {
      clock,
      config: {documents, qz: {privateKey: keys.privateKey.export({type: 'pkcs8', format: 'pem'}) as string, certificate}},
    });
    admin = await adminToken(app);
    packager = await givenMemberWithRoles(app, ['packager']);
    valuation = await givenMemberWithRoles(app, ['valuation']);
    buyer = await givenMemberWithRoles(app, ['buyer']);
    const client = await givenClient(app, admin, {firstName: 'Åke', lastName: 'Öster'});
    order = await givenOrder(app, admin, {clientId: client.id}, null);
    webOrder = await givenOrder(app, admin, {clientId: client.id, isWebOrder: true}, null);
    await app.client.post('/api/Greetings').set(bearer(admin)).send({fi: 'Terveiset ylläpidolta', sv: null, svFI: null}).expect(200);
  });
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(dataDir, {recursive: true, force: true});
  });

  const fetchDoc = (url: string, token?: string): Promise<Res> => {
    const request = app.client
      .get(url)
      .buffer(true)
      .parse(binary as never);
    return (token ? request.set(bearer(token)) : request) as unknown as Promise<Res>;
  };

  it('answers the carrier label as a 10 x 13 cm PDF and as ZPL to a packager and an admin', async () => {
    for (const token of [packager.token, admin]) {
      const pdf = await fetchDoc(`/api/Orders/${order.id}/documents/carrier-label`, token);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`inline; filename="carrier-label-${order.orderNumber}.pdf"`);
      const [[width, height]] = pdfPageSizes(pdf.body);
      expect([width, height]).toEqual([283.46, 368.5]);
      await expect(readPdfCode128(pdf.body)).resolves.toEqual([order.barCode]);
    }
    const zpl = await app.client.get(`/api/Orders/${order.id}/documents/carrier-label?format=zpl`).set(bearer(packager.token)).expect(200);
    expect(zpl.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(zpl.text).toContain('^PW800');
    expect(zpl.text).toContain(`^FD${order.barCode}^FS`);
    expect(zpl.text).toContain('^FDKarat Testi Oy^FS');
    expect(zpl.text).toContain('^FDÅke Öster^FS');
    expect(zpl.text).toContain(`^FDTilausnumero ${order.orderNumber}^FS`);
  });

  it("answers the invoice, or the letter for a web order, on A4 with the admin's greeting", async () => {
    const invoice = await fetchDoc(`/api/Orders/${order.id}/documents/invoice`, packager.token);
    expect(invoice.status).toBe(200);
    expect(invoice.headers['content-disposition']).toContain(`invoice-${order.orderNumber}.pdf`);
    expect(pdfPageSizes(invoice.body)).toEqual([[595.28, 841.89]]);
    const letter = await fetchDoc(`/api/Orders/${webOrder.id}/documents/invoice`, packager.token);
    expect(letter.headers['content-disposition']).toContain(`letter-${webOrder.orderNumber}.pdf`);
    const explicit = await fetchDoc(`/api/Orders/${order.id}/documents/letter`, admin);
    expect(explicit.headers['content-disposition']).toContain(`letter-${order.orderNumber}.pdf`);
    const text = pdfText(invoice.body);
    expect(text).toContain('LASKU');
    expect(text).toContain('Terveiset ylläpidolta');
    expect(text).toContain(printedFinnishReference(orderReferenceNumber(order.orderNumber)));
    expect(text).toContain(String(order.orderNumber));
    expect(text).toContain('Åke Öster');
    expect(text).toContain('Aurakatu 1');
    expect(text).toContain(order.barCode);
    await expect(readPdfCode128(invoice.body)).resolves.toEqual([order.barCode]);
    expect(pdfText(letter.body)).toContain('TURVAPUSSISI');

    // A Swedish order: no Swedish greeting was saved, so the default one.
    const swedish = await givenOrder(
      app,
      admin,
      {country: 'sweden', language: 'swedish', address: null, zip: null, city: null},
      {country: 'sweden', language: 'swedish', zip: '41101', city: 'Göteborg', phone: '46701234567'},
    );
    const faktura = pdfText((await fetchDoc(`/api/Orders/${swedish.id}/documents/invoice`, packager.token)).body);
    expect(faktura).toContain('FAKTURA');
    expect(faktura.replace(/\s+/g, ' ')).toContain(DEFAULT_GREETINGS.sv.slice(0, 50));
    expect(faktura).toContain('GÖTEBORG');
    expect(faktura).toContain('SWEDEN');
  });

  it('keeps each document to its roles: a buyer gets 403, valuation only its label', async () => {
    for (const url of ['carrier-label', 'invoice', 'letter', 'valuation-label', 'carrier-label/link', 'invoice/link']) {
      await app.client.get(`/api/Orders/${order.id}/documents/${url}`).set(bearer(buyer.token)).expect(403);
    }
    await app.client.get(`/api/Orders/${order.id}/documents/carrier-label`).set(bearer(valuation.token)).expect(403);
    await app.client.get(`/api/Orders/${order.id}/documents/valuation-label`).set(bearer(packager.token)).expect(403);
    const label = await fetchDoc(`/api/Orders/${order.id}/documents/valuation-label`, valuation.token);
    expect(label.status).toBe(200);
    expect(pdfPageSizes(label.body)).toEqual([[283.46, 368.5]]);
    await app.client.get(`/api/Orders/${order.id}/documents/carrier-label`).expect(401);
  });

  it("answers 404 'Cannot find order' and 409 for an order without a bar code", async () => {
    const missing = await app.client.get('/api/Orders/999999/documents/carrier-label').set(bearer(packager.token)).expect(404);
    expect(missing.body.error.message).toBe('Cannot find order');
    await app.client.get('/api/Orders/999999/documents/invoice').set(bearer(packager.token)).expect(404);
    const bare = await givenOrder(app, admin, {barCode: null});
    const refused = await app.client.get(`/api/Orders/${bare.id}/documents/carrier-label`).set(bearer(packager.token)).expect(409);
    expect(refused.body.error.message).toBe('Order has no bar code');
    // The invoice prints without one.
    expect((await fetchDoc(`/api/Orders/${bare.id}/documents/invoice`, packager.token)).status).toBe(200);
  });

  it('opens a signed link without a token, for its member and document only, for 5 minutes', async () => {
    const {body: link} = await app.client.get(`/api/Orders/${order.id}/documents/carrier-label/link`).set(bearer(packager.token)).expect(200);
    expect(link.url).toMatch(new RegExp(`^/api/documents/signed/carrier-label/${order.id}\\?format=pdf&member=${packager.member.id}&expires=\\d+&signature=`));
    expect(link.url).not.toContain(packager.token);
    expect(new Date(link.expiresAt).getTime() - clock.now().getTime()).toBe(5 * 60_000);
    const opened = await fetchDoc(link.url);
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');

    const otherDocument = await app.client.get(link.url.replace('/carrier-label/', '/valuation-label/')).expect(403);
    expect(otherDocument.body.error.message).toBe('The document link is invalid');
    await app.client.get(link.url.replace(`/${order.id}?`, `/${webOrder.id}?`)).expect(403);
    await app.client.get(link.url.replace(`member=${packager.member.id}`, `member=${valuation.member.id}`)).expect(403);
    await app.client.get(link.url.replace('format=pdf', 'format=zpl')).expect(403);
    await app.client.get(link.url.replace(/signature=(.)/, (_: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`)).expect(403);
    await app.client.get(link.url.replace(/&signature=.*/, '')).expect(403);

    // A web order's invoice link names the letter.
    const {body: letterLink} = await app.client.get(`/api/Orders/${webOrder.id}/documents/invoice/link`).set(bearer(packager.token)).expect(200);
    expect(letterLink.url).toContain(`/documents/signed/letter/${webOrder.id}?`);
    expect((await fetchDoc(letterLink.url)).status).toBe(200);

    clock.current = new Date(clock.current.getTime() + 5 * 60_000 + 1);
    const expired = await app.client.get(link.url).expect(410);
    expect(expired.body.error.message).toBe('The document link has expired');
  });

  it('stops a link when its member loses the role or is deactivated', async () => {
    const other = await givenMemberWithRoles(app, ['packager']);
    const {body: link} = await app.client.get(`/api/Orders/${order.id}/documents/invoice/link`).set(bearer(other.token)).expect(200);
    expect((await fetchDoc(link.url)).status).toBe(200);
    await app.client.patch(`/api/Members/${other.member.id}`).set(bearer(admin)).send({packager: false, receiver: true}).expect(204);
    await app.client.get(link.url).expect(403);
    await app.client.patch(`/api/Members/${other.member.id}`).set(bearer(admin)).send({packager: true, isActive: false}).expect(204);
    await app.client.get(link.url).expect(403);
  });

  it('ends a link with the session it was made in: logout, a password change, a deactivation', async () => {
    const linkOf = async (token: string) =>
      (await app.client.get(`/api/Orders/${order.id}/documents/carrier-label/link`).set(bearer(token)).expect(200)).body.url as string;
    // Logout ends that session's links; another session's go on.
    const member = await givenMemberWithRoles(app, ['packager']);
    const second = await loginAs(app, member.member.username, member.password);
    const [mine, theirs] = [await linkOf(member.token), await linkOf(second)];
    expect((await fetchDoc(mine)).status).toBe(200);
    await app.client.post('/api/Members/logout').set(bearer(member.token)).expect(204);
    expect((await app.client.get(mine).expect(403)).body.error.message).toBe('The document link is invalid');
    expect((await fetchDoc(theirs)).status).toBe(200);
    // A new password ends every session, and every link.
    await app.client.post(`/api/Members/${member.member.id}/password`).set(bearer(admin)).send({password: 'amber-kettle-harbour'}).expect(204);
    await app.client.get(theirs).expect(403);
    // A deactivation too, and reactivating revives none.
    const other = await givenMemberWithRoles(app, ['packager']);
    const link = await linkOf(other.token);
    await app.client.patch(`/api/Members/${other.member.id}`).set(bearer(admin)).send({isActive: false}).expect(204);
    await app.client.patch(`/api/Members/${other.member.id}`).set(bearer(admin)).send({isActive: true}).expect(204);
    await app.client.get(link).expect(403);
  });

  it('generates the link key once into DATA_DIR, readable only by the server', () => {
    const file = path.join(dataDir, 'document-link.secret');
    expect(fs.readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
  });

  it('signs QZ Tray requests with SHA-512 by the configured key, and hands out the certificate', async () => {
    const {body: cert} = await app.client.get('/api/printing/qz/certificate').set(bearer(packager.token)).expect(200);
    expect(cert).toEqual({certificate});
    const request = 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9';
    const {body} = await app.client.post('/api/printing/qz/sign').set(bearer(valuation.token)).send({request}).expect(200);
    expect(verify('sha512', Buffer.from(request), keys.publicKey, Buffer.from(body.signature, 'base64'))).toBe(true);
    expect(verify('sha512', Buffer.from(`${request}x`), keys.publicKey, Buffer.from(body.signature, 'base64'))).toBe(false);
    expect(verify('sha256', Buffer.from(request), keys.publicKey, Buffer.from(body.signature, 'base64'))).toBe(false);
    // A signature lets a printer print unasked: each is audited, by its request's SHA-256 (not its text).
    const filter = encodeURIComponent(JSON.stringify({where: {action: 'qz-sign', memberId: valuation.member.id}}));
    const audits = (await app.client.get(`/api/AuditEntries?filter=${filter}`).set(bearer(admin)).expect(200)).body;
    expect(audits).toEqual([
      expect.objectContaining({model: 'QzSignature', after: {sha256: createHash('sha256').update(request).digest('hex'), length: request.length}}),
    ]);
    await app.client.post('/api/printing/qz/sign').set(bearer(buyer.token)).send({request}).expect(403);
    await app.client.get('/api/printing/qz/certificate').set(bearer(buyer.token)).expect(403);
  });

  it('answers the test pages to every role that prints', async () => {
    const label = await app.client.get('/api/printing/test-page?kind=label&format=zpl').set(bearer(valuation.token)).expect(200);
    expect(label.text).toContain('^FDKarat test label^FS');
    const a4 = await fetchDoc('/api/printing/test-page?kind=a4', packager.token);
    expect(pdfPageSizes(a4.body)).toEqual([[595.28, 841.89]]);
    await app.client.get('/api/printing/test-page?kind=a4').set(bearer(buyer.token)).expect(403);
  });
});

describe('QZ Tray signing without a key', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await givenRunningApp('postgres');
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('answers no certificate, and no signature', async () => {
    const packager = await givenMemberWithRoles(app, ['packager']);
    const {body} = await app.client.get('/api/printing/qz/certificate').set(bearer(packager.token)).expect(200);
    expect(body).toEqual({certificate: null});
    const refused = await app.client.post('/api/printing/qz/sign').set(bearer(packager.token)).send({request: 'abc'}).expect(404);
    expect(refused.body.error.message).toBe('QZ Tray signing is not configured');
  });
});
