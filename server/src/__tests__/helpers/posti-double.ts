import http from 'node:http';
import {once} from 'node:events';

/**
 * A stand-in for Posti on 127.0.0.1: the gateway's token endpoint, OmaPosti Pro's shipment order and the Sending
 * Code API, at the paths PostiCarrier uses by default. It checks each request the way Posti would (see the header
 * of adapters/carrier/posti.carrier.ts for the pages behind each check, and for what is a guess) and answers in
 * Posti's shapes; a test can script the next answer of a route (a status and body, or no answer at all).
 */

export type PostiRoute = 'token' | 'shipment' | 'sendingCode' | 'print';

export interface PostiSeen {
  route: PostiRoute | 'unknown';
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface PostiDoubleOptions {
  clientId?: string;
  clientSecret?: string;
  /** How the token request carries the credentials. */
  tokenAuth?: 'body' | 'basic';
  contractNumber?: string;
  /** The service ids the contract allows. */
  products?: string[];
  expiresIn?: number;
  gatewaySecret?: string;
  /** Answer with each label's href only, as if returnFile=true were not honoured. */
  labelsByHrefOnly?: boolean;
}

type Scripted = {status: number; body: unknown} | 'hang';

/** Posti's answer to a refused shipment: nShift's list of {field, message, messageCode, type} (GUESS, see the carrier). */
export function postiErrors(...errors: {field: string; message: string}[]) {
  return errors.map(e => ({...e, messageCode: 'Invalid', type: 'error'}));
}

// The limits the double holds Posti to (the carrier's header says where they come from and that they are a guess).
const LIMITS = {name: 35, address1: 35, city: 35} as const;

export async function givenPostiDouble(options: PostiDoubleOptions = {}) {
  const o = {
    clientId: 'karat-client',
    clientSecret: 's3cret:with:colons',
    tokenAuth: 'body' as const,
    contractNumber: '654321',
    products: ['PO2108'],
    expiresIn: 3600,
    ...options,
  };
  const seen: PostiSeen[] = [];
  const scripted: Record<PostiRoute, Scripted[]> = {token: [], shipment: [], sendingCode: [], print: []};
  const documents = new Map<string, string>();
  const validTokens = new Set<string>();
  const parcels = new Map<string, {sendingCode: string}>();
  let tokensIssued = 0;
  let parcelSeq = 0;
  let rejectEveryToken = false;

  const routeOf = (method = '', path = ''): PostiRoute | 'unknown' => {
    if (method === 'POST' && path === '/api/v1/token') return 'token';
    if (method === 'POST' && path === '/shippingapi/api/v2/shipping/order') return 'shipment';
    if (method === 'POST' && path === '/2025-04/labelless') return 'sendingCode';
    if (method === 'GET' && /^\/prints\/\d+$/.test(path)) return 'print';
    return 'unknown';
  };

  const token = (req: PostiSeen): {status: number; body: unknown} => {
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
      return {status: 415, body: {error: 'invalid_request', error_description: 'Content-Type must be application/x-www-form-urlencoded'}};
    }
    const form = new URLSearchParams(req.body);
    if (form.get('grant_type') !== 'client_credentials') return {status: 400, body: {error: 'unsupported_grant_type', error_description: 'grant_type'}};
    let id: string | null = null;
    let secret: string | null = null;
    if (o.tokenAuth === 'basic') {
      const m = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
      const decoded = m ? Buffer.from(m[1], 'base64').toString('utf8') : '';
      const colon = decoded.indexOf(':');
      if (colon > 0) [id, secret] = [decoded.slice(0, colon), decoded.slice(colon + 1)];
      if (form.has('client_secret')) return {status: 400, body: {error: 'invalid_request', error_description: 'Use one client authentication method'}};
    } else {
      [id, secret] = [form.get('client_id'), form.get('client_secret')];
    }
    if (id !== o.clientId || secret !== o.clientSecret) return {status: 401, body: {error: 'invalid_client', error_description: 'Bad credentials'}};
    const value = `posti-token-${++tokensIssued}`;
    validTokens.add(value);
    return {
      status: 200,
      body: {access_token: value, token_type: 'Bearer', expires_in: o.expiresIn, posti_fi: {targets: {'2025-04': {url: 'gateway/2025-04', tier: 0}}}},
    };
  };

  /** The gateway's checks of every API call: a live bearer token, JSON, and the gateway secret when one is set. */
  const gateway = (req: PostiSeen): {status: number; body: unknown} | undefined => {
    const m = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    if (!m || !validTokens.has(m[1]) || rejectEveryToken) return {status: 401, body: {message: 'Unauthorized'}};
    if (req.method === 'POST' && !String(req.headers['content-type']).startsWith('application/json')) {
      return {status: 415, body: {message: 'Unsupported Media Type'}};
    }
    if (o.gatewaySecret && req.headers['x-gateway-secret'] !== o.gatewaySecret) return {status: 403, body: {message: 'Forbidden'}};
    return undefined;
  };

  const partyErrors = (name: string, p: Record<string, unknown> | undefined) => {
    const errors: {field: string; message: string}[] = [];
    if (!p || typeof p !== 'object') return [{field: name, message: 'is required'}];
    for (const key of ['name', 'address1', 'zipcode', 'city', 'country'] as const) {
      const v = p[key];
      if (typeof v !== 'string' || !v.trim()) errors.push({field: `${name}.${key}`, message: 'is required'});
      else if (key in LIMITS && Array.from(v).length > LIMITS[key as keyof typeof LIMITS]) {
        errors.push({field: `${name}.${key}`, message: `is longer than ${LIMITS[key as keyof typeof LIMITS]} characters`});
      }
    }
    if (p.country === 'FI' && typeof p.zipcode === 'string' && p.zipcode && !/^\d{5}$/.test(p.zipcode))
      errors.push({field: `${name}.zipcode`, message: 'Invalid postal code'});
    for (const [key, v] of Object.entries(p)) {
      // Nothing a Zebra label font cannot print: no control characters, no emoji.
      if (typeof v === 'string' && /[\p{Cc}\p{Extended_Pictographic}]/u.test(v))
        errors.push({field: `${name}.${key}`, message: 'has characters that cannot be printed'});
    }
    return errors;
  };

  const shipment = (req: PostiSeen): {status: number; body: unknown} => {
    let body: {
      printConfig?: {target1Type?: unknown; target1Media?: unknown};
      shipment?: {
        sender?: Record<string, unknown>;
        receiver?: Record<string, unknown>;
        senderPartners?: {id?: unknown; custNo?: unknown}[];
        service?: {id?: unknown};
        parcels?: {weight?: unknown; copies?: unknown}[];
      };
    };
    try {
      body = JSON.parse(req.body);
    } catch {
      return {status: 400, body: postiErrors({field: '', message: 'Malformed JSON'})};
    }
    const s = body.shipment;
    const type = body.printConfig?.target1Type;
    const errors = [
      ...(type === 'zpl' || type === 'pdf' ? [] : [{field: 'printConfig.target1Type', message: 'must be zpl or pdf'}]),
      ...(typeof body.printConfig?.target1Media === 'string' ? [] : [{field: 'printConfig.target1Media', message: 'is required'}]),
      ...partyErrors('sender', s?.sender),
      ...partyErrors('receiver', s?.receiver),
      ...(s?.senderPartners?.[0]?.id === 'POSTI' && s.senderPartners[0].custNo === o.contractNumber
        ? []
        : [{field: 'senderPartners', message: `Posti customer number ${String(s?.senderPartners?.[0]?.custNo)} is not valid`}]),
      ...(o.products.includes(String(s?.service?.id)) ? [] : [{field: 'service.id', message: `Service ${String(s?.service?.id)} is not in the contract`}]),
      ...(Array.isArray(s?.parcels) && s.parcels.length && s.parcels.every(p => Number(p.weight) > 0 && Number(p.copies) >= 1)
        ? []
        : [{field: 'parcels', message: 'At least one parcel with copies and a weight is required'}]),
    ];
    if (errors.length) return {status: 422, body: postiErrors(...errors)};
    const parcelNo = `JJFI65432100000${String(++parcelSeq).padStart(5, '0')}`;
    parcels.set(parcelNo, {sendingCode: (0xa00000 + parcelSeq).toString(16).toUpperCase()});
    const inline = !o.labelsByHrefOnly && new URL(req.url ?? '/', 'http://x').searchParams.get('returnFile') === 'true';
    const document = type === 'zpl' ? `^XA^FO40,40^BCN,120^FD${parcelNo}^FS^XZ` : `%PDF-1.4\n% label ${parcelNo}\n%%EOF\n`;
    documents.set(`/prints/${parcelSeq}`, document);
    return {
      status: 201,
      body: [
        {
          id: `shp-${parcelSeq}`,
          status: 'PRINTED',
          shipmentNo: parcelNo,
          parcels: [{parcelNo}],
          prints: [
            {
              id: `prt-${parcelSeq}`,
              href: `/prints/${parcelSeq}`,
              description: 'Address label',
              media: body.printConfig?.target1Media,
              pdf_type: 'ADDRESSLABEL',
              ...(inline ? {data: Buffer.from(document).toString('base64')} : {}),
            },
          ],
        },
      ],
    };
  };

  const sendingCode = (req: PostiSeen): {status: number; body: unknown} => {
    let trackingNumber: unknown;
    try {
      trackingNumber = JSON.parse(req.body)?.searchCriteria?.trackingNumber;
    } catch {
      return {status: 400, body: {message: 'Malformed JSON'}};
    }
    if (typeof trackingNumber !== 'string' || !/^[A-Z0-9]{12,21}$/.test(trackingNumber)) {
      return {status: 400, body: {message: 'searchCriteria.trackingNumber must be 12-21 characters, A-Z or digits'}};
    }
    const parcel = parcels.get(trackingNumber);
    if (!parcel) return {status: 404, body: {message: `Shipment ${trackingNumber} not found`}};
    return {status: 200, body: {shipments: [{trackingNumber, sendingCode: parcel.sendingCode}]}};
  };

  /** nShift's "fetch a shipment document": the label's bytes at the print's href. */
  const print = (req: PostiSeen): {status: number; body: unknown} => {
    const document = documents.get(new URL(req.url ?? '/', 'http://x').pathname);
    return document ? {status: 200, body: document} : {status: 404, body: {message: 'Document not found'}};
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', chunk => (body += chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const request: PostiSeen = {route: routeOf(req.method, path), method: req.method, url: req.url, headers: req.headers, body};
      seen.push(request);
      const route = request.route;
      let answer: {status: number; body: unknown};
      if (route === 'unknown') answer = {status: 404, body: {message: `No route ${req.method} ${path}`}};
      else {
        const next = scripted[route].shift();
        if (next === 'hang') return; // never answers: the caller's timeout has to end it
        answer = next ?? (route === 'token' ? token(request) : (gateway(request) ?? {shipment, sendingCode, print}[route](request)));
      }
      res.writeHead(answer.status, {'Content-Type': route === 'print' && answer.status === 200 ? 'application/octet-stream' : 'application/json'});
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as {port: number};
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    tokenUrl: `${url}/api/v1/token`,
    options: o,
    seen,
    /** The requests of one route, in order. */
    requests: (route: PostiRoute) => seen.filter(r => r.route === route),
    get tokensIssued() {
      return tokensIssued;
    },
    /** The next answer of a route, instead of the double's own. */
    answerNext(route: PostiRoute, answer: Scripted) {
      scripted[route].push(answer);
    },
    /** Posti forgets every token issued so far (its own expiry, a key rotation): the next API call gets a 401. */
    revokeTokens() {
      validTokens.clear();
    },
    /** Every token, new ones too, is refused by the API (a service account without the API's rights). */
    rejectEveryToken() {
      rejectEveryToken = true;
    },
    close: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PostiDouble = Awaited<ReturnType<typeof givenPostiDouble>>;
