// A stand-in for Royal Mail Click & Drop (api.parcel.royalmail.com/api/v1, Swagger "ChannelShipper &
// Royal Mail Public API" 1.0.0) on 127.0.0.1: it checks each request as Click & Drop documents it
// (the Bearer key, JSON, CreateOrderRequest's required fields and field sizes, the label's
// parameters) and answers the documented CreateOrdersResponse, PDF, ErrorResponse or OrderErrorResponse.
import http from 'node:http';
import {once} from 'node:events';

export const ROYAL_MAIL_TEST_KEY = 'c2f1e8a4-5b7d-4e0f-9a3c-1d2e3f4a5b6c';
export const FAKE_RM_PDF = '%PDF-1.7\n% Royal Mail postage label\n%%EOF\n';
const PACKAGE_FORMATS = ['undefined', 'letter', 'largeLetter', 'smallParcel', 'mediumParcel', 'largeParcel', 'parcel', 'documents'];

export interface RoyalMailSeen {
  method?: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type RoyalMailScript = {status: number; body: unknown; contentType?: string} | 'hang';
/** Which request a scripted answer is for: the order's creation, its label, or an order looked up. */
export type RoyalMailRequestKind = 'create' | 'label' | 'order';

function kindOf(req: RoyalMailSeen): RoyalMailRequestKind | undefined {
  if (req.method === 'POST' && req.path === '/api/v1/orders') return 'create';
  if (req.method === 'GET' && /^\/api\/v1\/orders\/[^/]+\/label$/.test(req.path)) return 'label';
  if (req.method === 'GET' && /^\/api\/v1\/orders\/[^/]+$/.test(req.path)) return 'order';
  return undefined;
}

interface StoredOrder {
  orderIdentifier: number;
  orderReference?: string;
  createdOn: string;
  trackingNumber?: string;
}

type Node = {[key: string]: unknown};
/** The object at a place of the parsed body, or an empty one: absent fields read as undefined. */
const obj = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** CreateOrderRequest's documented requirements and sizes: each problem as {fieldName, message}. */
function orderProblems(order: Node): {fieldName: string; message: string}[] {
  const out: {fieldName: string; message: string}[] = [];
  const text = (value: unknown, fieldName: string, max: number, required = false) => {
    if (value === undefined || value === null) return void (required && out.push({fieldName, message: `The ${fieldName} field is required.`}));
    if (typeof value !== 'string') return void out.push({fieldName, message: `The ${fieldName} field must be a string.`});
    if (required && !value.trim()) out.push({fieldName, message: `The ${fieldName} field is required.`});
    if (value.length > max) out.push({fieldName, message: `The field ${fieldName} must be a string with a maximum length of ${max}.`});
    if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value))
      out.push({fieldName, message: `The ${fieldName} field is not valid text.`});
  };
  const money = (value: unknown, fieldName: string) => {
    if (typeof value !== 'number' || value < 0 || value > 999999 || Math.round(value * 100) !== value * 100)
      out.push({fieldName, message: `The ${fieldName} field must be an amount of 0 to 999999.`});
  };
  const address = (value: unknown, at: string, required: boolean) => {
    if (!value) return void (required && out.push({fieldName: at, message: `The ${at} field is required.`}));
    const a = obj(value);
    text(a.fullName, `${at}.fullName`, 210);
    text(a.companyName, `${at}.companyName`, 100);
    text(a.addressLine1, `${at}.addressLine1`, 100, true);
    text(a.addressLine2, `${at}.addressLine2`, 100);
    text(a.addressLine3, `${at}.addressLine3`, 100);
    text(a.city, `${at}.city`, 100, true);
    text(a.county, `${at}.county`, 100);
    text(a.postcode, `${at}.postcode`, 20);
    text(a.countryCode, `${at}.countryCode`, 3, true);
  };
  text(order.orderReference, 'orderReference', 40);
  if (!order.recipient) out.push({fieldName: 'recipient', message: 'The recipient field is required.'});
  const recipient = obj(order.recipient);
  address(recipient.address, 'recipient.address', true);
  text(recipient.phoneNumber, 'recipient.phoneNumber', 25);
  text(recipient.emailAddress, 'recipient.emailAddress', 254);
  if (order.billing) {
    const billing = obj(order.billing);
    address(billing.address, 'billing.address', false);
    text(billing.phoneNumber, 'billing.phoneNumber', 25);
    text(billing.emailAddress, 'billing.emailAddress', 254);
  }
  text(obj(order.sender).tradingName, 'sender.tradingName', 250);
  if (typeof order.orderDate !== 'string' || Number.isNaN(Date.parse(order.orderDate)))
    out.push({fieldName: 'orderDate', message: 'The orderDate field is required.'});
  money(order.subtotal, 'subtotal');
  money(order.shippingCostCharged, 'shippingCostCharged');
  money(order.total, 'total');
  text(order.currencyCode, 'currencyCode', 3);
  text(obj(order.postageDetails).serviceCode, 'postageDetails.serviceCode', 10);
  for (const [i, p] of list(order.packages).map(obj).entries()) {
    const weight = p.weightInGrams;
    if (typeof weight !== 'number' || !Number.isInteger(weight) || weight < 1 || weight > 30000) {
      out.push({fieldName: `packages[${i}].weightInGrams`, message: 'The field weightInGrams must be between 1 and 30000.'});
    }
    if (!PACKAGE_FORMATS.includes(p.packageFormatIdentifier as string))
      out.push({fieldName: `packages[${i}].packageFormatIdentifier`, message: 'The packageFormatIdentifier is not valid.'});
  }
  return out;
}

export async function givenRoyalMailDouble(options: {apiKey?: string; trackingOnCreate?: boolean} = {}) {
  const apiKey = options.apiKey ?? ROYAL_MAIL_TEST_KEY;
  const seen: RoyalMailSeen[] = [];
  const scripts: {kind: RoyalMailRequestKind; answer: RoyalMailScript}[] = [];
  const orders: StoredOrder[] = [];
  let next = 1000;

  const trackingNumber = (id: number) => `TT${String(id).padStart(9, '0')}GB`;

  const find = (identifiers: string): StoredOrder[] =>
    identifiers.split(';').flatMap(id => {
      const decoded = decodeURIComponent(id);
      const reference = /^"(.*)"$/.exec(decoded)?.[1];
      return orders.filter(o => (reference !== undefined ? o.orderReference === reference : String(o.orderIdentifier) === decoded));
    });

  const answer = (req: RoyalMailSeen): {status: number; body: unknown; contentType?: string} | 'hang' => {
    const scripted = scripts.findIndex(s => s.kind === kindOf(req));
    if (scripted >= 0) return scripts.splice(scripted, 1)[0].answer;
    if (req.headers.authorization !== `Bearer ${apiKey}`) return {status: 401, body: ''};
    if (req.method === 'POST' && req.path === '/api/v1/orders') {
      if (!req.headers['content-type']?.startsWith('application/json'))
        return {status: 400, body: {code: 'InvalidRequest', message: 'Unsupported content type'}};
      let body: {items?: unknown};
      try {
        body = JSON.parse(req.body);
      } catch {
        return {status: 400, body: {code: 'InvalidRequest', message: 'The request body could not be parsed', details: 'Unexpected token'}};
      }
      if (!Array.isArray(body.items) || !body.items.length) return {status: 400, body: {code: 'InvalidRequest', message: 'The items field is required.'}};
      const createdOrders: unknown[] = [];
      const failedOrders: unknown[] = [];
      for (const item of body.items.map(obj)) {
        const problems = orderProblems(item);
        if (problems.length) {
          failedOrders.push({
            order: item,
            errors: problems.map(p => ({errorCode: 100, errorMessage: p.message, fields: [{fieldName: p.fieldName, value: ''}]})),
          });
          continue;
        }
        const order: StoredOrder = {orderIdentifier: ++next, orderReference: item.orderReference as string | undefined, createdOn: new Date().toISOString()};
        if (options.trackingOnCreate) order.trackingNumber = trackingNumber(order.orderIdentifier);
        orders.push(order);
        createdOrders.push({...order, orderDate: item.orderDate, packages: [{packageNumber: 1, trackingNumber: order.trackingNumber}]});
      }
      return {status: 200, body: {successCount: createdOrders.length, errorsCount: failedOrders.length, createdOrders, failedOrders}};
    }
    const label = /^\/api\/v1\/orders\/([^/]+)\/label$/.exec(req.path);
    if (req.method === 'GET' && label) {
      const documentType = req.query.get('documentType');
      if (!['postageLabel', 'despatchNote', 'CN22', 'CN23'].includes(documentType ?? ''))
        return {status: 400, body: [{code: 'InvalidParameter', message: 'documentType is required'}]};
      if (documentType === 'postageLabel' && !['true', 'false'].includes(req.query.get('includeReturnsLabel') ?? '')) {
        return {status: 400, body: [{code: 'InvalidParameter', message: "includeReturnsLabel is required when documentType is 'postageLabel'"}]};
      }
      const found = find(label[1]);
      if (!found.length) return {status: 404, body: ''};
      for (const order of found) order.trackingNumber ??= trackingNumber(order.orderIdentifier);
      return {status: 200, body: FAKE_RM_PDF, contentType: 'application/pdf'};
    }
    const get = /^\/api\/v1\/orders\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && get) {
      const found = find(get[1]);
      return found.length ? {status: 200, body: found} : {status: 404, body: ''};
    }
    return {status: 404, body: ''};
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
      res.writeHead(reply.status, {'Content-Type': reply.contentType ?? 'application/json'});
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
    orders,
    /** The next requests of this kind get these answers instead of the documented behaviour. */
    script: (kind: RoyalMailRequestKind, ...answers: RoyalMailScript[]) => void scripts.push(...answers.map(answer => ({kind, answer}))),
    /** The one order of the last create request. */
    createdItem: () => JSON.parse([...seen].reverse().find(r => r.method === 'POST')!.body).items[0],
    close: () => {
      server.closeAllConnections();
      return new Promise(resolve => server.close(resolve));
    },
  };
}
