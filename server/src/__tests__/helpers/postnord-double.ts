// A stand-in for PostNord's Booking API on 127.0.0.1 (Swagger "Booking APIs" 3.5.29.1): it checks each
// request as PostNord documents it (the apikey query parameter, JSON, the EDI instruction's required
// fields and field sizes) and answers the documented ediLabelResponse or errorResponse.
import http from 'node:http';
import {once} from 'node:events';

export const POSTNORD_TEST_KEY = '0123456789abcdef0123456789abcdef';

export interface PostNordSeen {
  method?: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the next request gets instead of the documented behaviour: an answer, or no answer at all. */
export type PostNordScript = {status: number; body: unknown} | 'hang';

const PATH = /^\/rest\/shipment\/v3\/(returns\/)?edi\/labels\/(pdf|zpl)$/;
export const FAKE_PDF = '%PDF-1.4\n% PostNord label\n%%EOF\n';
export const FAKE_ZPL = '^XA^FO50,50^A0N,40,40^FDPostNord^FS^XZ';

export function postNordError(message: string, ...faults: {faultCode?: string; explanationText: string}[]) {
  return {message, compositeFault: {faults}};
}

type Node = {[key: string]: unknown};
/** The object at a place of the parsed body, or an empty one: absent fields read as undefined. */
const obj = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The required fields and field sizes of the Booking API's definitions that the carrier fills. */
function problems(parsed: unknown): string[] {
  const out: string[] = [];
  const text = (value: unknown, name: string, min: number, max = Infinity) => {
    if (typeof value !== 'string') return void (min > 0 && out.push(`${name} is a required field`));
    if (value.length < min || value.length > max) out.push(`${name} must be ${min} to ${max} characters (was ${value.length})`);
    if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value)) out.push(`${name} is not valid UTF-16`);
  };
  if (!parsed || typeof parsed !== 'object') return ['The body is not an EDI instruction'];
  const b = obj(parsed);
  if (typeof b.messageDate !== 'string' || Number.isNaN(Date.parse(b.messageDate))) out.push('messageDate is a required date-time');
  if (!['Original', 'Update', 'Deletion'].includes(b.updateIndicator as string)) out.push('updateIndicator must be Original, Update or Deletion');
  text(b.messageId, 'messageId', 0, 36);
  const application = obj(b.application);
  text(application.name, 'application.name', 1, 35);
  if (application.applicationId !== undefined && !Number.isInteger(application.applicationId)) out.push('applicationId is not a type of integer');
  const shipments = list(b.shipment);
  if (shipments.length < 1 || shipments.length > 200) return [...out, 'shipment must have 1 to 200 entries'];
  for (const [i, shipment] of shipments.entries()) {
    const s = obj(shipment);
    const at = `shipment[${i}]`;
    text(obj(s.shipmentIdentification).shipmentId, `${at}.shipmentId`, 0, 35);
    text(obj(s.service).basicServiceCode, `${at}.service.basicServiceCode`, 1, 10);
    for (const code of list(obj(s.service).additionalServiceCode)) text(code, `${at}.service.additionalServiceCode`, 1, 10);
    for (const ref of list(s.references).map(obj)) {
      text(ref.referenceNo, `${at}.references.referenceNo`, 1, 35);
      text(ref.referenceType, `${at}.references.referenceType`, 1, 3);
    }
    const party = (value: unknown, name: string, identified: boolean) => {
      if (!value) return void out.push(`${name} is a required field`);
      const p = obj(value);
      if (identified || p.issuerCode !== undefined) text(p.issuerCode, `${name}.issuerCode`, 1, 3);
      if (identified || p.partyIdentification !== undefined) {
        text(obj(p.partyIdentification).partyId, `${name}.partyIdentification.partyId`, 1, 17);
        text(obj(p.partyIdentification).partyIdType, `${name}.partyIdentification.partyIdType`, 1, 3);
      }
      text(obj(obj(p.party).nameIdentification).name, `${name}.party.nameIdentification.name`, 1, 60);
      if (!obj(p.party).address) return void out.push(`${name}.party.address is a required field`);
      const address = obj(obj(p.party).address);
      for (const street of list(address.streets)) text(street, `${name}.party.address.streets`, 1, 50);
      text(address.postalCode, `${name}.party.address.postalCode`, 1);
      text(address.city, `${name}.party.address.city`, 1, 35);
      text(address.countryCode, `${name}.party.address.countryCode`, 2, 2);
      const contact = obj(obj(p.party).contact);
      if (contact.contactName !== undefined) text(contact.contactName, `${name}.party.contact.contactName`, 1, 50);
      if (contact.phoneNo !== undefined) text(contact.phoneNo, `${name}.party.contact.phoneNo`, 1, 50);
      if (contact.smsNo !== undefined) text(contact.smsNo, `${name}.party.contact.smsNo`, 1, 50);
      if (contact.emailAddress !== undefined) text(contact.emailAddress, `${name}.party.contact.emailAddress`, 0, 70);
    };
    party(obj(s.parties).consignor, `${at}.parties.consignor`, true);
    party(obj(s.parties).consignee, `${at}.parties.consignee`, false);
    const goodsItems = list(s.goodsItem).map(obj);
    if (!goodsItems.length) out.push(`${at}.goodsItem is a required field`);
    for (const goods of goodsItems) {
      const items = list(goods.items).map(obj);
      if (!items.length) out.push(`${at}.goodsItem.items is a required field`);
      if (goods.packageTypeCode !== undefined) text(goods.packageTypeCode, `${at}.goodsItem.packageTypeCode`, 1, 7);
      for (const item of items) text(obj(item.itemIdentification).itemId, `${at}.goodsItem.items.itemIdentification.itemId`, 1, 35);
    }
  }
  return out;
}

export async function givenPostNordDouble(options: {apiKey?: string} = {}) {
  const apiKey = options.apiKey ?? POSTNORD_TEST_KEY;
  const seen: PostNordSeen[] = [];
  const scripts: PostNordScript[] = [];
  let next = 0;

  const answer = (req: PostNordSeen): {status: number; body: unknown} | 'hang' => {
    const script = scripts.shift();
    if (script) return script;
    const path = PATH.exec(req.path);
    if (req.method !== 'POST' || !path) return {status: 404, body: postNordError('Resource not found')};
    if (req.query.get('apikey') !== apiKey) return {status: 401, body: postNordError('Authentication token is missing/invalid')};
    if (!req.headers['content-type']?.startsWith('application/json')) return {status: 400, body: postNordError('Content-Type must be application/json')};
    let body: unknown;
    try {
      body = JSON.parse(req.body);
    } catch {
      return {status: 400, body: postNordError('Invalid indata object EdiInstruction', {faultCode: 'API-001', explanationText: 'The body is not JSON'})};
    }
    const faults = problems(body);
    if (faults.length)
      return {
        status: 400,
        body: postNordError('Invalid indata object EdiInstruction', ...faults.map(explanationText => ({faultCode: 'API-005', explanationText}))),
      };
    const format = path[2];
    const itemId = `0037073${String(++next).padStart(13, '0')}`;
    return {
      status: 200,
      body: {
        bookingResponse: {
          bookingId: `BOOKING${next}`,
          idInformation: [
            {
              status: 'OK',
              ids: [
                {idType: 'itemId', value: itemId, printId: `print${next}`},
                {idType: 'shipmentId', value: `SH${itemId}`},
              ],
              urls: [{type: 'TRACKING', url: `https://tracking.postnord.com/se/?id=${itemId}`}],
            },
          ],
        },
        labelPrintout: [
          {
            itemIds: [{itemIds: itemId, status: 'OK'}],
            printout: {
              type: 'LABEL',
              labelFormat: format.toUpperCase(),
              encoding: 'base64',
              data: Buffer.from(format === 'pdf' ? FAKE_PDF : FAKE_ZPL).toString('base64'),
            },
          },
        ],
      },
    };
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', chunk => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request = {method: req.method, path: url.pathname, query: url.searchParams, headers: req.headers, body};
      seen.push(request);
      const reply = answer(request);
      if (reply === 'hang') return;
      res.writeHead(reply.status, {'Content-Type': 'application/json'});
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as {port: number};
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    seen,
    /** The next request gets this instead of the documented behaviour. */
    script: (...answers: PostNordScript[]) => void scripts.push(...answers),
    /** The instruction of the last request. */
    lastInstruction: () => JSON.parse(seen[seen.length - 1].body),
    close: () => {
      server.closeAllConnections();
      return new Promise(resolve => server.close(resolve));
    },
  };
}
