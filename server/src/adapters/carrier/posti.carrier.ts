/**
 * Posti (Finland): the security bag's prepaid return parcel, registered through Posti's API gateway.
 *
 * Documentation followed (read in 2025; Posti publishes no version for the pages themselves):
 *  - Token: "Sending Code API" page, section Authentication, https://api.posti.com/api-sending-code.html
 *    (same text at https://api.posti.fi/api-sending-code.html): POST https://gateway-auth.posti.fi/api/v1/token,
 *    Content-Type application/x-www-form-urlencoded, body grant_type=client_credentials, client_id, client_secret;
 *    answer {access_token, token_type: "Bearer", expires_in: 3600, posti_fi: {targets}}; requests then carry
 *    "Authorization: Bearer <token>". The older Authentication API, https://api.posti.fi/api-authentication.html
 *    (oauth2.posti.com/oauth/token), sends the same id and secret as HTTP Basic with grant_type=client_credentials:
 *    `tokenAuth: 'basic'` does that instead (RFC 6749 §2.3.1), for an account Posti issued for that server.
 *  - Return code: the same Sending Code API page, API version 2025-04 (the path's "yyyy-mm"; Posti supports a
 *    version three years): POST https://gateway.posti.fi/2025-04/labelless with
 *    {"searchCriteria": {"trackingNumber": "JJFI..."}}; the code is 6 characters, 0-9 and A-F, written on the parcel
 *    instead of a label. The older Errand Code API, https://api.posti.com/api-pie-errand-code.html
 *    (connect.posti.fi/parcel/v1/errandCodes/{parcelId}, answer {"ErrandCodeResult": [{"ParcelID", "ErrandCode",
 *    "ResultText"}]}), is the same "Helposti" code; its answer shape is also read, so a sendingCodePath pointed at
 *    a proxy of that API works. It says the shipment must exist at Posti first and recommends creating it with the
 *    OmaPosti Pro API (https://api.posti.com/api-omaposti.html), which is what register() does.
 *  - Shipment: the OmaPosti Pro API (Posti's Posti-branded nShift Delivery, the former Posti SmartShip). Its request
 *    and answer are nShift's documented REST shape: "APIConnect: Shipments",
 *    https://helpcenter.nshift.com/hc/en-us/articles/7471973291292 and https://help.unifaun.com/ (printConfig
 *    target1Media/target1Type 'zpl'|'pdf'; shipment.sender, senderPartners [{id, custNo}], receiver, service.id,
 *    parcels; query returnFile=true puts each document inline, base64, in prints[].data, and otherwise prints[].href
 *    is the document, fetched with the same credentials; the answer is an array of shipments with
 *    parcels[].parcelNo, the tracking number). Posti's own "Operating instructions for the Posti
 *    SmartShip REST interface" (2016, linked from api.posti.fi) describes the same elements (pdfConfig, party
 *    information, senderPartners, services, parcels).
 *
 * GUESSED (not in any published page this could be checked against; each one is configurable):
 *  - GUESS: the shipment path on the gateway, '/shippingapi/api/v2/shipping/order' (shipmentPath). The OmaPosti Pro
 *    API page itself could not be read; the path is the one public integrations of OmaPosti Pro API v2 use.
 *  - GUESS: an optional "x-gateway-secret" header (gatewaySecret), sent only when configured; the same public
 *    integrations say Posti hands one out with OmaPosti Pro API v2 credentials.
 *  - GUESS: the Sending Code API's answer shape {"shipments": [{"trackingNumber", "sendingCode"}]} (its OpenAPI
 *    specification is linked from the page but was not readable); the legacy ErrandCodeResult shape is read too.
 *  - GUESS: the refusal body. nShift answers a refused shipment with a list of {field, message, messageCode, type};
 *    the gateway and the token server with {message}/{error, error_description}. postiReason reads all of them.
 *  - GUESS: field lengths. No readable page states them; FIELD_LIMITS uses 35 characters a line, the EDIFACT/Posti
 *    EDI address line (what the parcel's EDI message to Posti carries), and a Finnish postal code of 5 digits.
 *  - GUESS: the characters a label prints. Text is reduced to Latin letters (Finnish and Swedish ones included),
 *    digits and address punctuation; emoji and other scripts are dropped (see printable()).
 *  - NOT GUESSED, REQUIRED: the product (service id) of the return parcel comes from the company's Posti contract
 *    (productCode, POSTI_PRODUCT_CODE); OmaPosti Pro names Posti products "PO" + Posti's product number (PO2103
 *    Postipaketti). Which return product the contract holds is Posti's to say, so there is no default.
 *
 * The return-parcel mapping: the registered parcel travels seller -> company, so the seller (the request's
 * recipient of the security bag) is shipment.sender and the company is shipment.receiver, paid by the company's
 * contract (senderPartners [{id: 'POSTI', custNo}]). The label printed for the bag is that parcel's label; its
 * parcel number is the order's bar code. See docs/decisions/carrier-posti.md.
 */
import debugFactory from 'debug';
import {CarrierError, carrierFetch, type Carrier, type CarrierLabel, type Shipment, type ShipmentRequest} from './carrier.adapter';

const debug = debugFactory('karat:carrier:posti');

export interface PostiAddress {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2; FI unless told. */
  countryCode?: string;
  phone?: string;
  email?: string;
}

export interface PostiCarrierConfig {
  /** The gateway, e.g. https://gateway.posti.fi (no trailing path). */
  apiUrl: string;
  /** The token endpoint, e.g. https://gateway-auth.posti.fi/api/v1/token. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** 'body' (the gateway's documented form fields, default) or 'basic' (HTTP Basic, the older Authentication API). */
  tokenAuth?: 'body' | 'basic';
  /** The company's Posti customer (contract) number: senderPartners[0].custNo. */
  contractNumber: string;
  /** The return parcel's product, as OmaPosti Pro names it (service.id). Required: it is the contract's. */
  productCode: string;
  /** The company: the return parcel's receiver. */
  sender: PostiAddress;
  labelFormat: 'zpl' | 'pdf';
  /** nShift's print media for the label (target1Media); thermo-190 is the 107 x 190 mm label. */
  labelMedia?: string;
  /** The bag's weight declared to Posti, kilograms. */
  parcelWeightKg?: number;
  timeoutMs: number;
  /** GUESS, see the header: the OmaPosti Pro shipment path on the gateway. */
  shipmentPath?: string;
  /** The Sending Code API path on the gateway; null: no return code is asked for. */
  sendingCodePath?: string | null;
  /** GUESS, see the header: sent as x-gateway-secret when set. */
  gatewaySecret?: string;
  /** Posti's public tracking page; {trackingNumber} is replaced. */
  trackingUrlTemplate?: string;
  /** The clock, for tests of the token's expiry. */
  now?: () => number;
}

export const POSTI_DEFAULTS = {
  apiUrl: 'https://gateway.posti.fi',
  tokenUrl: 'https://gateway-auth.posti.fi/api/v1/token',
  shipmentPath: '/shippingapi/api/v2/shipping/order',
  sendingCodePath: '/2025-04/labelless',
  labelMedia: 'thermo-190',
  parcelWeightKg: 0.5,
  timeoutMs: 15_000,
  trackingUrlTemplate: 'https://www.posti.fi/fi/seuranta#/lahetys/{trackingNumber}',
} as const;

/** GUESS (see the header): the longest text each party field may carry. */
export const FIELD_LIMITS = {name: 35, address1: 35, city: 35, phone: 35, email: 100} as const;

/** Renew the token this long before Posti's expiry, so a request never leaves with a token about to die. */
const TOKEN_MARGIN_MS = 60_000;

interface CachedToken {
  value: string;
  expiresAt: number;
}

interface PostiParty {
  name: string;
  address1: string;
  zipcode: string;
  city: string;
  country: string;
  phone?: string;
  mobile?: string;
  email?: string;
}

const COUNTRY_CODES: Record<string, string> = {finland: 'FI', sweden: 'SE', uk: 'GB'};

export class PostiCarrier implements Carrier {
  readonly name = 'posti' as const;
  private token?: CachedToken;
  private tokenRequest?: Promise<string>;
  private readonly company: PostiParty;

  constructor(private readonly config: PostiCarrierConfig) {
    for (const key of ['apiUrl', 'tokenUrl', 'clientId', 'clientSecret', 'contractNumber', 'productCode'] as const) {
      if (!config[key]?.trim()) throw new Error(`PostiCarrier: ${key} is required`);
    }
    if (config.labelFormat !== 'zpl' && config.labelFormat !== 'pdf') throw new Error(`PostiCarrier: labelFormat must be 'zpl' or 'pdf'`);
    if (!(config.timeoutMs > 0)) throw new Error('PostiCarrier: timeoutMs must be a positive number');
    try {
      this.company = party(config.sender, config.sender.countryCode ?? 'FI');
    } catch (err) {
      throw new Error(`PostiCarrier: the sender (company) address is not usable: ${(err as Error).message}`);
    }
  }

  async register(request: ShipmentRequest): Promise<Shipment> {
    const country = COUNTRY_CODES[request.country];
    if (country !== 'FI') throw refusal(`Posti registers return parcels from Finland only, not from ${request.country}`);
    let seller: PostiParty;
    try {
      seller = party(
        {
          name: request.recipient.name,
          street: request.recipient.address,
          postalCode: request.recipient.zip,
          city: request.recipient.city,
          phone: request.recipient.phone ?? undefined,
          email: request.recipient.email ?? undefined,
        },
        country,
      );
    } catch (err) {
      throw refusal(`the client's address cannot go on a Posti label: ${(err as Error).message}`);
    }

    const format = this.config.labelFormat;
    const body = {
      printConfig: {target1Media: this.config.labelMedia ?? POSTI_DEFAULTS.labelMedia, target1Type: format},
      shipment: {
        // The return parcel: the client sends, the company receives and pays through its contract.
        sender: seller,
        senderPartners: [{id: 'POSTI', custNo: this.config.contractNumber}],
        receiver: this.company,
        service: {id: this.config.productCode},
        orderNo: String(request.orderNumber),
        receiverReference: String(request.orderNumber),
        parcels: [{copies: 1, weight: this.config.parcelWeightKg ?? POSTI_DEFAULTS.parcelWeightKg}],
      },
    };
    const response = await this.authorized(`${this.api(this.config.shipmentPath ?? POSTI_DEFAULTS.shipmentPath)}?returnFile=true`, body);
    const shipment = firstShipment(await readJson(response, false));
    const trackingNumber = shipment?.parcels?.find(p => typeof p?.parcelNo === 'string' && p.parcelNo)?.parcelNo;
    // From here on the parcel exists at Posti (and is paid for): a failure must not invite a retry that registers
    // a second one, so it is not retryable and names the parcel for the person who looks.
    if (!trackingNumber) {
      throw new CarrierError(
        'posti',
        'Posti created the shipment but answered without a parcel number: look it up in OmaPosti Pro before registering again',
        false,
      );
    }
    const label = await this.labelOf(shipment, format).catch((err: Error) => {
      throw new CarrierError('posti', `Posti registered ${trackingNumber} but its label could not be had (${err.message}): do not register again`, false);
    });

    return {
      carrier: this.name,
      trackingNumber,
      trackingUrl: this.trackingUrl(trackingNumber),
      label,
      returnCode: await this.returnCodeOrNothing(trackingNumber),
    };
  }

  /**
   * The return code ("sending code", Helposti code) of a registered parcel, from the Sending Code API; undefined
   * when that API is switched off. Throws a CarrierError like register() does. register() asks for it itself; this
   * is for asking again later when Posti did not know the parcel yet.
   */
  async returnCodeFor(trackingNumber: string): Promise<string | undefined> {
    if (this.config.sendingCodePath === null) return undefined;
    const response = await this.authorized(this.api(this.config.sendingCodePath ?? POSTI_DEFAULTS.sendingCodePath), {searchCriteria: {trackingNumber}});
    const code = sendingCodeOf(await readJson(response), trackingNumber);
    if (!code) throw new CarrierError('posti', `Posti answered without a return code for ${trackingNumber}`, true, response.status);
    return code;
  }

  trackingUrl(trackingNumber: string): string {
    return (this.config.trackingUrlTemplate ?? POSTI_DEFAULTS.trackingUrlTemplate).replace('{trackingNumber}', encodeURIComponent(trackingNumber));
  }

  /**
   * The parcel exists at Posti once the shipment is created: a missing return code must not fail the registration,
   * or trying again would register (and pay for) a second parcel. The code stays empty and can be asked for again.
   */
  private async returnCodeOrNothing(trackingNumber: string): Promise<string | undefined> {
    try {
      return await this.returnCodeFor(trackingNumber);
    } catch (err) {
      debug('no return code for %s: %s', trackingNumber, (err as Error).message);
      return undefined;
    }
  }

  /** The label inline (returnFile=true), or else fetched from the print's href with the same token. */
  private async labelOf(shipment: PostiShipmentAnswer | undefined, format: 'zpl' | 'pdf'): Promise<CarrierLabel> {
    const prints = shipment?.prints ?? [];
    const print = prints.find(p => /label/i.test(`${p?.pdf_type ?? ''} ${p?.description ?? ''}`)) ?? prints[0];
    let content = typeof print?.data === 'string' ? Buffer.from(print.data, 'base64') : undefined;
    if (!content?.length && typeof print?.href === 'string' && print.href) {
      const href = /^https?:/i.test(print.href) ? print.href : this.api(print.href);
      // The bearer token goes to Posti's gateway only, never to a host a response names.
      if (new URL(href).origin !== new URL(this.config.apiUrl).origin) throw new Error(`the label is at ${new URL(href).origin}, not at Posti's gateway`);
      content = Buffer.from(await (await this.authorized(href)).arrayBuffer());
    }
    if (!content?.length) throw new Error(`no ${format.toUpperCase()} label in the answer`);
    return {format, content};
  }

  private api(path: string): string {
    return `${this.config.apiUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  }

  /** POSTs JSON (or GETs, without a body) with the cached token; a 401 drops the token and tries once more with a new one. */
  private async authorized(url: string, body?: unknown): Promise<Response> {
    const send = async (token: string) =>
      carrierFetch(
        url,
        {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : {'Content-Type': 'application/json', Accept: 'application/json'}),
            ...(this.config.gatewaySecret ? {'x-gateway-secret': this.config.gatewaySecret} : {}),
          },
          ...(body === undefined ? {} : {body: JSON.stringify(body)}),
        },
        {carrier: 'posti', timeoutMs: this.config.timeoutMs, reason: postiReason},
      );
    const token = await this.accessToken();
    try {
      return await send(token);
    } catch (err) {
      if (!(err instanceof CarrierError) || err.status !== 401) throw err;
      if (this.token?.value === token) this.token = undefined;
      debug('401 with a cached token: fetching a new one');
      return send(await this.accessToken());
    }
  }

  private async accessToken(): Promise<string> {
    const now = this.now();
    if (this.token && now < this.token.expiresAt - TOKEN_MARGIN_MS) return this.token.value;
    // Requests that need a token at the same moment share one token request.
    this.tokenRequest ??= this.fetchToken().finally(() => (this.tokenRequest = undefined));
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const basic = this.config.tokenAuth === 'basic';
    const form = new URLSearchParams({grant_type: 'client_credentials'});
    if (!basic) {
      form.set('client_id', this.config.clientId);
      form.set('client_secret', this.config.clientSecret);
    }
    let response: Response;
    try {
      response = await carrierFetch(
        this.config.tokenUrl,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'application/json',
            ...(basic ? {Authorization: 'Basic ' + Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64')} : {}),
          },
          body: form.toString(),
        },
        {carrier: 'posti', timeoutMs: this.config.timeoutMs, reason: postiReason},
      );
    } catch (err) {
      if (err instanceof CarrierError) {
        throw new CarrierError('posti', err.message.replace('refused the shipment', 'did not issue an access token'), err.retryable, err.status);
      }
      throw err;
    }
    const answer = (await readJson(response)) as {access_token?: unknown; expires_in?: unknown} | undefined;
    if (typeof answer?.access_token !== 'string' || !answer.access_token) {
      throw new CarrierError('posti', 'Posti answered the token request without an access token', true, response.status);
    }
    const expiresIn = Number(answer.expires_in);
    // Posti documents one hour; an answer without a usable expiry is kept for a minute more than the margin.
    const lifetimeMs = Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn * 1000 : TOKEN_MARGIN_MS + 60_000;
    this.token = {value: answer.access_token, expiresAt: this.now() + lifetimeMs};
    return this.token.value;
  }

  private now(): number {
    return (this.config.now ?? Date.now)();
  }
}

/** A refusal of our own, before Posti is asked: a person has to fix the order's address. */
function refusal(message: string): CarrierError {
  return new CarrierError('posti', `Posti: ${message}`, false);
}

/**
 * Text as a Posti label can print it (GUESS, see the header): NFC, typographic quotes as plain ones, Latin letters,
 * digits, spaces and the punctuation addresses use; everything else (emoji, control characters, other scripts)
 * becomes a space; spaces collapse.
 */
export function printable(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFC')
    .replace(/[\u2018\u2019\u201A\u2032\u00B4`]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033\u00AB\u00BB]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[^\p{Script=Latin}0-9 .,'"\-/&()#:+]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `limit` characters, cut at a space when one is near the end. */
export function fit(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  const cut = chars.slice(0, limit).join('');
  const space = cut.lastIndexOf(' ');
  return (space >= limit - 10 ? cut.slice(0, space) : cut).trim();
}

function party(address: PostiAddress, country: string): PostiParty {
  const name = fit(printable(address.name), FIELD_LIMITS.name);
  const address1 = fit(printable(address.street), FIELD_LIMITS.address1);
  const city = fit(printable(address.city), FIELD_LIMITS.city);
  const zipcode = (address.postalCode ?? '').replace(/\s+/g, '');
  const countryCode = country.trim().toUpperCase();
  if (!name) throw new Error('the name has no letters a label can print');
  if (!address1) throw new Error('the street address is empty');
  if (!city) throw new Error('the city is empty');
  if (!/^[A-Z]{2}$/.test(countryCode)) throw new Error(`"${country}" is not a two-letter country code`);
  if (countryCode === 'FI' && !/^\d{5}$/.test(zipcode)) throw new Error(`"${address.postalCode ?? ''}" is not a Finnish postal code (5 digits)`);
  if (!zipcode || zipcode.length > 10) throw new Error(`"${address.postalCode ?? ''}" is not a postal code`);
  const phone = (address.phone ?? '').replace(/[^0-9+]/g, '');
  const email = (address.email ?? '').trim();
  return {
    name,
    address1,
    zipcode,
    city,
    country: countryCode,
    ...(phone && phone.length <= FIELD_LIMITS.phone ? {phone, mobile: phone} : {}),
    ...(email && email.length <= FIELD_LIMITS.email && /^[^\s@]+@[^\s@]+$/.test(email) ? {email} : {}),
  };
}

interface PostiShipmentAnswer {
  parcels?: {parcelNo?: string}[];
  prints?: {data?: string; href?: string; pdf_type?: string; description?: string}[];
}

function firstShipment(answer: unknown): PostiShipmentAnswer | undefined {
  const list = Array.isArray(answer) ? answer : (answer as {shipments?: unknown})?.shipments;
  return Array.isArray(list) ? (list[0] as PostiShipmentAnswer) : (answer as PostiShipmentAnswer | undefined);
}

function sendingCodeOf(answer: unknown, trackingNumber: string): string | undefined {
  const shipments = (answer as {shipments?: {trackingNumber?: string; sendingCode?: string}[]})?.shipments;
  const errand = (answer as {ErrandCodeResult?: {ParcelID?: string; ErrandCode?: string}[]})?.ErrandCodeResult;
  const code =
    (Array.isArray(shipments) && (shipments.find(s => s?.trackingNumber?.trim() === trackingNumber) ?? shipments[0])?.sendingCode) ||
    (Array.isArray(errand) && (errand.find(e => e?.ParcelID?.trim() === trackingNumber) ?? errand[0])?.ErrandCode) ||
    undefined;
  return typeof code === 'string' && code.trim() ? code.trim() : undefined;
}

/** The reason in a refusal's body, in the shapes Posti's gateway, its token server and OmaPosti Pro answer. */
export function postiReason(body: unknown): string | undefined {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const item = (entry: unknown): string | undefined => {
    if (typeof entry === 'string') return text(entry);
    const e = entry as {field?: unknown; message?: unknown; description?: unknown};
    const message = text(e?.message) ?? text(e?.description);
    return message && text(e?.field) ? `${text(e.field)}: ${message}` : message;
  };
  if (Array.isArray(body)) return body.map(item).filter(Boolean).join('; ') || undefined;
  const b = body as {message?: unknown; error_description?: unknown; error?: unknown; errors?: unknown; detail?: unknown; title?: unknown};
  if (Array.isArray(b?.errors)) return b.errors.map(item).filter(Boolean).join('; ') || undefined;
  return text(b?.message) ?? text(b?.error_description) ?? text(b?.detail) ?? text(b?.title) ?? (typeof b?.error === 'string' ? b.error : item(b?.error));
}

/** The answer's JSON; `retryable` false where Posti may have acted already (a created shipment). */
async function readJson(response: Response, retryable = true): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text);
  } catch {
    const look = retryable ? '' : ': look it up in OmaPosti Pro before registering again';
    throw new CarrierError('posti', `Posti answered HTTP ${response.status} with something other than JSON${look}`, retryable, response.status);
  }
}

/**
 * The Posti carrier the environment configures, or undefined when POSTI_CLIENT_ID is not set (the local default
 * stays). Set and incomplete, or a credential set without POSTI_CLIENT_ID, is an Error naming the variable.
 * Variables: docs/carriers.md, "Posti (Finland)".
 */
export function postiCarrierFromEnv(env: NodeJS.ProcessEnv = process.env): PostiCarrier | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  if (!value('POSTI_CLIENT_ID')) {
    const stray = ['POSTI_CLIENT_SECRET', 'POSTI_CONTRACT_NUMBER', 'POSTI_PRODUCT_CODE', 'POSTI_SENDER'].find(value);
    if (stray) throw new Error(`POSTI_CLIENT_ID must be set: ${stray} is set, so Posti is half configured`);
    return undefined;
  }
  const need = (name: string) => {
    const v = value(name);
    if (!v) throw new Error(`${name} must be set when POSTI_CLIENT_ID is set`);
    return v;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const v = value(name) ?? fallback;
    if (!(allowed as readonly string[]).includes(v)) throw new Error(`${name} must be one of ${allowed.join(', ')}, not "${v}"`);
    return v as T;
  };
  const positive = (name: string, fallback: number) => {
    const v = value(name);
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!(n > 0)) throw new Error(`${name} must be a positive number, not "${v}"`);
    return n;
  };

  const clientId = need('POSTI_CLIENT_ID');
  const clientSecret = need('POSTI_CLIENT_SECRET');
  const contractNumber = need('POSTI_CONTRACT_NUMBER');
  const productCode = need('POSTI_PRODUCT_CODE');
  const senderText = need('POSTI_SENDER');
  const parts = senderText.split('|').map(part => part.trim());
  if (parts.length < 4 || parts.length > 5 || parts.slice(0, 4).some(part => !part)) {
    throw new Error('POSTI_SENDER must be "Name|Street 1|Postal code|City" (optionally "|Country code"), e.g. "Karat Oy|Street 1|00100|Helsinki"');
  }
  const [name, street, postalCode, city, countryCode] = parts;
  const sendingCodePath = value('POSTI_SENDING_CODE_PATH');

  const config: PostiCarrierConfig = {
    apiUrl: value('POSTI_API_URL') ?? POSTI_DEFAULTS.apiUrl,
    tokenUrl: value('POSTI_TOKEN_URL') ?? POSTI_DEFAULTS.tokenUrl,
    clientId,
    clientSecret,
    tokenAuth: oneOf('POSTI_TOKEN_AUTH', ['body', 'basic'] as const, 'body'),
    contractNumber,
    productCode,
    sender: {name, street, postalCode, city, countryCode: countryCode || 'FI', phone: value('POSTI_SENDER_PHONE'), email: value('POSTI_SENDER_EMAIL')},
    labelFormat: oneOf('POSTI_LABEL_FORMAT', ['zpl', 'pdf'] as const, 'zpl'),
    labelMedia: value('POSTI_LABEL_MEDIA'),
    parcelWeightKg: positive('POSTI_PARCEL_WEIGHT_KG', POSTI_DEFAULTS.parcelWeightKg),
    timeoutMs: positive('POSTI_TIMEOUT_MS', POSTI_DEFAULTS.timeoutMs),
    shipmentPath: value('POSTI_SHIPMENT_PATH'),
    sendingCodePath: sendingCodePath === 'off' ? null : sendingCodePath,
    gatewaySecret: value('POSTI_GATEWAY_SECRET'),
    trackingUrlTemplate: value('POSTI_TRACKING_URL'),
  };
  try {
    return new PostiCarrier(config);
  } catch (err) {
    throw new Error(`POSTI_SENDER is not usable: ${(err as Error).message}`);
  }
}
