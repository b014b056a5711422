/*
 * Royal Mail Click & Drop (UK): the security bag's prepaid way back, as a Click & Drop order
 * addressed to the company.
 *
 * Followed (Royal Mail's published material):
 * - "ChannelShipper & Royal Mail Public API" version 1.0.0, the Swagger 2.0 published at
 *   https://api.parcel.royalmail.com/ (host api.parcel.royalmail.com, basePath /api/v1):
 *   POST /orders (CreateOrdersRequest {items: [CreateOrderRequest]} -> 200 CreateOrdersResponse
 *   {successCount, errorsCount, createdOrders: [{orderIdentifier, orderReference, trackingNumber,
 *   ...}], failedOrders: [{order, errors: [{errorCode, errorMessage, fields: [{fieldName, value}]}]}]},
 *   400/500 ErrorResponse {code, message, details}, 401 without a body);
 *   GET /orders/{orderIdentifiers}/label?documentType=postageLabel&includeReturnsLabel=... (a PDF,
 *   "Reserved for OBA customers only", 400 as [OrderErrorResponse {code, message}], 403 for
 *   non-OBA accounts); GET /orders/{orderIdentifiers} ([GetOrderInfoResource] with trackingNumber;
 *   identifiers are order numbers or percent-encoded references in double quotes).
 *   Authentication: securityDefinitions Bearer, "Authorization header using the Bearer scheme",
 *   e.g. "Bearer 12345abcdef"; the key comes from Click & Drop's Settings > Integrations.
 *   Field sizes: orderReference 40; address fullName 210, companyName/addressLine1-3/city/county
 *   100, postcode 20, countryCode 3; phoneNumber 25; emailAddress 254; tradingName 250;
 *   serviceCode 10; weightInGrams 1..30000; packageFormatIdentifier one of undefined, letter,
 *   largeLetter, smallParcel, mediumParcel, largeParcel, parcel, documents.
 * - Royal Mail Help Centre, Click & Drop API section
 *   (https://help.parcel.royalmail.com/hc/en-gb/sections/360003305257-Click-Drop-API).
 *
 * Mapping and guesses, each configurable or stated:
 * - The registered parcel is the way back, so the order's recipient is the company (ROYAL_MAIL_SENDER);
 *   the client, who posts it, is the order's billing party (name, address, phone, e-mail): Click &
 *   Drop's sender is the account's own trading name and address, the API takes no other sender
 *   address. Royal Mail's "Tracked Returns" products are not named in the API: the service code is
 *   configurable; the default TPS48 (Tracked 48, account customers) is a GUESS that the account's
 *   agreement must confirm.
 * - Order reference "karat-<order number>": a retry first looks the reference up and reuses the
 *   order it finds instead of buying a second label.
 * - The tracking number: the created order's trackingNumber; when it has none (postage applied but
 *   no label yet), the order's as GET /orders/{id} gives it after the label is made.
 * - Values are 0 GBP (the client's gold is not for sale to Royal Mail's compensation; the
 *   required subtotal, shippingCostCharged and total are about a web shop's sale).
 * - The public tracking page https://www.royalmail.com/track-your-item#/tracking-results/<number>
 *   is Royal Mail's web page, not part of the API documentation.
 */
import type {Carrier, Shipment, ShipmentRequest} from './carrier.adapter';
import {CarrierError, carrierFetch} from './carrier.adapter';
import {type CarrierAddress, emailAddress, envReader, fitText, phoneNumber, splitLines} from './carrier-fields';

export const ROYAL_MAIL_URL = 'https://api.parcel.royalmail.com';
export const ROYAL_MAIL_TRACKING_URL = 'https://www.royalmail.com/track-your-item#/tracking-results/';
export const ROYAL_MAIL_PACKAGE_FORMATS = ['undefined', 'letter', 'largeLetter', 'smallParcel', 'mediumParcel', 'largeParcel', 'parcel', 'documents'] as const;

/** Field sizes from the API's definitions. */
const MAX = {
  reference: 40,
  fullName: 210,
  companyName: 100,
  line: 100,
  city: 100,
  postcode: 20,
  phone: 25,
  email: 254,
  tradingName: 250,
  serviceCode: 10,
} as const;

export interface RoyalMailConfig {
  /** https://api.parcel.royalmail.com (the API is under /api/v1). */
  baseUrl: string;
  /** Click & Drop's API key (Settings > Integrations), sent as "Authorization: Bearer <key>". */
  apiKey: string;
  /** The postage service code of the agreement, e.g. TPS48 (Tracked 48). */
  serviceCode: string;
  packageFormat: (typeof ROYAL_MAIL_PACKAGE_FORMATS)[number];
  /** The bag's weight as declared: 1 to 30000 g. */
  weightInGrams: number;
  /** The company, where the bag comes back to: the order's recipient. */
  sender: CarrierAddress;
  /** The account's trading name to send under, when it has several. */
  tradingName?: string;
  timeoutMs: number;
}

interface RoyalMailCreatedOrder {
  orderIdentifier?: number;
  orderReference?: string;
  trackingNumber?: string;
}
interface RoyalMailCreateResponse {
  createdOrders?: RoyalMailCreatedOrder[];
  failedOrders?: {errors?: {errorCode?: number; errorMessage?: string; fields?: {fieldName?: string; value?: string}[]}[]}[];
}

/** The reason in Royal Mail's ErrorResponse {code, message, details} or [OrderErrorResponse {code, message}]. */
export function royalMailReason(body: unknown): string | undefined {
  const errors = (Array.isArray(body) ? body : [body]) as {code?: string; message?: string; details?: string}[];
  const reasons = errors
    .filter(error => error && typeof error === 'object')
    .map(error => [error.message, error.details].filter(Boolean).join(': '))
    .filter(Boolean);
  return reasons.length ? reasons.join('; ').slice(0, 500) : undefined;
}

export class RoyalMailCarrier implements Carrier {
  readonly name = 'royal-mail' as const;
  constructor(private config: RoyalMailConfig) {}

  async register(request: ShipmentRequest): Promise<Shipment> {
    const reference = fitText(`karat-${request.orderNumber}`, MAX.reference);
    const order = (await this.existingOrder(reference)) ?? (await this.createOrder(request, reference));
    if (order.orderIdentifier === undefined) throw new CarrierError(this.name, 'Royal Mail created the order but gave no order identifier', false);
    const label = await this.label(order.orderIdentifier);
    const trackingNumber = order.trackingNumber || (await this.order(String(order.orderIdentifier)))?.trackingNumber;
    if (!trackingNumber) throw new CarrierError(this.name, `Royal Mail made the label of order ${order.orderIdentifier} but gave no tracking number`, false);
    return {
      carrier: this.name,
      trackingNumber,
      trackingUrl: `${ROYAL_MAIL_TRACKING_URL}${encodeURIComponent(trackingNumber)}`,
      label: {format: 'pdf', content: label},
    };
  }

  private api(path: string): string {
    return `${this.config.baseUrl.replace(/\/$/, '')}/api/v1${path}`;
  }

  private fetch(path: string, init: {method?: string; headers?: Record<string, string>; body?: string} = {}): Promise<Response> {
    return carrierFetch(
      this.api(path),
      {...init, headers: {Authorization: `Bearer ${this.config.apiKey}`, Accept: 'application/json', ...init.headers}},
      {carrier: this.name, timeoutMs: this.config.timeoutMs, reason: royalMailReason},
    );
  }

  /**
   * One order by its number or its quoted, percent-encoded reference; undefined when there is none
   * (404, or a 400 naming the identifier: the documented answers of an unknown one).
   */
  private async order(identifier: string): Promise<RoyalMailCreatedOrder | undefined> {
    try {
      const orders = (await (await this.fetch(`/orders/${identifier}`)).json().catch(() => [])) as RoyalMailCreatedOrder[];
      return Array.isArray(orders) ? orders[0] : undefined;
    } catch (err) {
      if (err instanceof CarrierError && (err.status === 404 || err.status === 400)) return undefined;
      throw err;
    }
  }

  /** The order an earlier try of this registration created, so a retry buys no second label. */
  private existingOrder(reference: string): Promise<RoyalMailCreatedOrder | undefined> {
    return this.order(`%22${encodeURIComponent(reference)}%22`);
  }

  private async createOrder(request: ShipmentRequest, reference: string): Promise<RoyalMailCreatedOrder> {
    const response = await this.fetch('/orders', {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({items: [this.orderRequest(request, reference)]}),
    });
    const body = (await response.json().catch(() => ({}))) as RoyalMailCreateResponse;
    const created = body.createdOrders?.[0];
    if (created) return created;
    const errors = body.failedOrders?.flatMap(failed => failed.errors ?? []) ?? [];
    const reason = errors
      .map(error => {
        const fields = (error.fields ?? []).map(field => field.fieldName).filter(Boolean);
        return `${error.errorMessage ?? `error ${error.errorCode ?? ''}`.trim()}${fields.length ? ` (${fields.join(', ')})` : ''}`;
      })
      .join('; ')
      .slice(0, 500);
    throw new CarrierError(this.name, `Royal Mail refused the order${reason ? `: ${reason}` : ': the answer has no created order'}`, false, response.status);
  }

  /** The Click & Drop order: to the company, billed to the client who posts it. */
  orderRequest(request: ShipmentRequest, reference: string) {
    const {sender, serviceCode, packageFormat, weightInGrams, tradingName} = this.config;
    const client = request.recipient;
    const [line1, line2, line3] = splitLines(sender.street, MAX.line, 3);
    const [clientLine1, clientLine2, clientLine3] = splitLines(client.address, MAX.line, 3);
    const senderPhone = phoneNumber(sender.phone, MAX.phone);
    const senderEmail = emailAddress(sender.email, MAX.email);
    const clientPhone = phoneNumber(client.phone, MAX.phone);
    const clientEmail = emailAddress(client.email, MAX.email);
    return {
      orderReference: reference,
      recipient: {
        address: {
          fullName: fitText(sender.name, MAX.fullName),
          companyName: fitText(sender.name, MAX.companyName),
          addressLine1: line1,
          ...(line2 && {addressLine2: line2}),
          ...(line3 && {addressLine3: line3}),
          city: fitText(sender.city, MAX.city),
          postcode: fitText(sender.postalCode.toUpperCase(), MAX.postcode),
          countryCode: sender.countryCode,
        },
        ...(senderPhone && {phoneNumber: senderPhone}),
        ...(senderEmail && {emailAddress: senderEmail}),
      },
      ...(tradingName && {sender: {tradingName: fitText(tradingName, MAX.tradingName)}}),
      billing: {
        address: {
          fullName: fitText(client.name, MAX.fullName),
          addressLine1: clientLine1 ?? '',
          ...(clientLine2 && {addressLine2: clientLine2}),
          ...(clientLine3 && {addressLine3: clientLine3}),
          city: fitText(client.city, MAX.city),
          postcode: fitText(client.zip.toUpperCase(), MAX.postcode),
          countryCode: 'GB',
        },
        ...(clientPhone && {phoneNumber: clientPhone}),
        ...(clientEmail && {emailAddress: clientEmail}),
      },
      packages: [{weightInGrams, packageFormatIdentifier: packageFormat}],
      orderDate: new Date().toISOString(),
      subtotal: 0,
      shippingCostCharged: 0,
      total: 0,
      currencyCode: 'GBP',
      postageDetails: {serviceCode: fitText(serviceCode, MAX.serviceCode)},
    };
  }

  private async label(orderIdentifier: number): Promise<Buffer> {
    const response = await this.fetch(`/orders/${orderIdentifier}/label?documentType=postageLabel&includeReturnsLabel=false`, {
      headers: {Accept: 'application/pdf'},
    });
    const content = Buffer.from(await response.arrayBuffer());
    if (content.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new CarrierError(this.name, `Royal Mail answered the label of order ${orderIdentifier} with something else than a PDF`, false, response.status);
    }
    return content;
  }
}

/**
 * Royal Mail from the environment; undefined when ROYAL_MAIL_API_KEY is unset (and nothing else of
 * Royal Mail's is). ROYAL_MAIL_SENDER ("Name|Street|Postcode|City") is required with the key; the
 * rest have defaults (docs/carriers.md).
 */
export function royalMailCarrierFromEnv(env: NodeJS.ProcessEnv = process.env): RoyalMailCarrier | undefined {
  const read = envReader(env, 'Royal Mail');
  if (!read.optional('ROYAL_MAIL_API_KEY')) {
    if (read.optional('ROYAL_MAIL_SENDER') || read.optional('ROYAL_MAIL_SERVICE_CODE')) read.required('ROYAL_MAIL_API_KEY');
    return undefined;
  }
  const serviceCode = read.optional('ROYAL_MAIL_SERVICE_CODE') ?? 'TPS48';
  if (serviceCode.length > MAX.serviceCode) throw new Error(`ROYAL_MAIL_SERVICE_CODE must be at most ${MAX.serviceCode} characters`);
  return new RoyalMailCarrier({
    baseUrl: read.optional('ROYAL_MAIL_BASE_URL') ?? ROYAL_MAIL_URL,
    apiKey: read.required('ROYAL_MAIL_API_KEY'),
    serviceCode,
    packageFormat: read.oneOf('ROYAL_MAIL_PACKAGE_FORMAT', ROYAL_MAIL_PACKAGE_FORMATS, 'smallParcel'),
    weightInGrams: read.integer('ROYAL_MAIL_WEIGHT_GRAMS', 1000, 1, 30_000),
    sender: read.address('ROYAL_MAIL_SENDER', {
      countryCode: read.optional('ROYAL_MAIL_SENDER_COUNTRY')?.toUpperCase() ?? 'GB',
      phone: read.optional('ROYAL_MAIL_SENDER_PHONE'),
      email: read.optional('ROYAL_MAIL_SENDER_EMAIL'),
    }),
    tradingName: read.optional('ROYAL_MAIL_TRADING_NAME'),
    timeoutMs: read.integer('ROYAL_MAIL_TIMEOUT_MS', 20_000, 1, 300_000),
  });
}
