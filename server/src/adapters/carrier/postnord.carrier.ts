/*
 * PostNord (Sweden): the security bag's prepaid way back, booked as a PostNord Return Drop Off.
 *
 * Followed (PostNord's published material):
 * - Booking APIs, Swagger 2.0 "Booking APIs" version 3.5.29.1 (host api2.postnord.com, basePath
 *   /rest/shipment), as published on https://developer.postnord.com/api (Shipment > Booking):
 *   POST /v3/returns/edi/labels/{pdf|zpl} ("Create a Return Drop Off, Varubrev Return or Rek Return and
 *   generate the referring labels") and POST /v3/edi/labels/{pdf|zpl} ("Book EDI Instruction and
 *   generate the referring labels"); the body `ediInstruction`, the answer `ediLabelResponse`
 *   (bookingResponse.idInformation[].ids/urls, labelPrintout[].printout.data in base64) and the
 *   error body `errorResponse` ({message, compositeFault: {faults: [{faultCode, explanationText}]}})
 *   for 400, 401, 403, 404, 405, 429, 499, 503 and 504. Authentication: the `apikey` query
 *   parameter ("The unique consumer (client) identifier 32 characters"). Field sizes from the same
 *   definitions: name/companyName 60, street line 50, city 35, contactName 50, phoneNo/smsNo 50,
 *   emailAddress 70, referenceNo 35, messageId 36, partyId 17, issuerCode 3.
 * - PostNord Customer API Guides (https://guide.developer.postnord.com): test host
 *   https://atapi2.postnord.com, production https://api2.postnord.com, the API key from the
 *   developer portal.
 * - "Implementation Guidelines for Nordic Shipping Label / EDI - General Descriptions" (PostNord):
 *   issuer codes (Z12 = PostNord Sweden), party id type 160 = customer number, service 24 =
 *   "PostNord Return Drop Off": the consignor of a return is the private person who posts it, the
 *   customer number goes in the consignee party, "Email and SMS number is mandatory on the return part".
 *
 * Guesses, each configurable:
 * - Endpoint: the returns endpoint by default (documented for Return Drop Off), with
 *   addQRCODE=false because the packager prints a label for the bag; `endpoint: 'edi'` books the
 *   same instruction on the general /v3/edi/labels endpoint instead.
 * - The Swagger requires the consignor's issuerCode and partyIdentification while the General
 *   Descriptions put the customer number in the consignee for service 24: both parties carry it.
 * - itemId "0" and shipmentId "0" let PostNord allocate the numbers (the item id's documented "a
 *   value of 0 trigger that PostNord creates the ID"); the item id is the tracking number.
 * - The public tracking page when the answer has no TRACKING url: https://tracking.postnord.com/se/?id=
 *   (the Swagger's own example url).
 * - A street longer than 50 characters is split at blanks into at most two lines (the Swagger
 *   sets no number of lines; labels print two).
 */
import type {Carrier, CarrierLabel, Shipment, ShipmentRequest} from './carrier.adapter';
import {CarrierError, carrierFetch} from './carrier.adapter';
import {type CarrierAddress, emailAddress, envReader, fitText, phoneNumber, splitLines} from './carrier-fields';

export const POSTNORD_PRODUCTION_URL = 'https://api2.postnord.com';
export const POSTNORD_TEST_URL = 'https://atapi2.postnord.com';
export const POSTNORD_TRACKING_URL = 'https://tracking.postnord.com/se/?id=';

export const POSTNORD_LABEL_FORMATS = ['pdf', 'zpl'] as const;
export const POSTNORD_PAPER_SIZES = ['A4', 'A5', 'A6', 'LETTER', 'LABEL'] as const;
export const POSTNORD_ENDPOINTS = ['returns', 'edi'] as const;

const COUNTRY_CODES: Record<string, string> = {sweden: 'SE', finland: 'FI', uk: 'GB'};

/** Field sizes from the Booking API's definitions. */
const MAX = {name: 60, street: 50, city: 35, contactName: 50, phone: 50, email: 70, reference: 35, messageId: 36} as const;

export interface PostNordConfig {
  /** https://api2.postnord.com (production) or https://atapi2.postnord.com (test). */
  baseUrl: string;
  /** The developer portal's API key (the `apikey` query parameter). */
  apiKey: string;
  /** The PostNord customer number (partyId, party id type 160). */
  customerNumber: string;
  /** Which PostNord company issued the customer number: Z12 = PostNord Sweden. */
  issuerCode: string;
  /** The basic service code: 24 = PostNord Return Drop Off. */
  serviceCode: string;
  /** Additional service codes of the agreement, if any. */
  additionalServiceCodes: string[];
  /** PostNord's id of the integration, when PostNord assigned one. */
  applicationId?: number;
  /** The company, where the bag comes back to (the consignee). */
  sender: CarrierAddress;
  labelFormat: 'pdf' | 'zpl';
  /** PDF page size; PostNord's default (A4) when unset. */
  paperSize?: (typeof POSTNORD_PAPER_SIZES)[number];
  /** 'returns': /v3/returns/edi/labels (documented for Return Drop Off); 'edi': /v3/edi/labels. */
  endpoint: (typeof POSTNORD_ENDPOINTS)[number];
  /** The parcel's gross weight in kg, when the agreement wants one. */
  weightKg?: number;
  timeoutMs: number;
}

interface PostNordFault {
  faultCode?: string;
  explanationText?: string;
}
interface PostNordErrorBody {
  message?: string;
  compositeFault?: {faults?: PostNordFault[]};
}
interface PostNordLabelResponse {
  bookingResponse?: {
    bookingId?: string;
    idInformation?: {
      status?: string;
      ids?: {idType?: string; value?: string}[];
      urls?: {type?: string; url?: string}[];
      errorResponse?: PostNordErrorBody | null;
    }[];
  };
  labelPrintout?: {printout?: {type?: string; labelFormat?: string; encoding?: string; data?: string}}[];
}

/**
 * One party of the EDI instruction, each text within PostNord's limits; a phone or e-mail that does
 * not fit is left out, never cut. The client's phone is also the SMS number of the return notice.
 */
function partyOf(p: {
  name: string;
  street: string;
  zip: string;
  city: string;
  countryCode: string;
  email?: string | null;
  phone?: string | null;
  sms: boolean;
}) {
  const email = emailAddress(p.email, MAX.email);
  const phone = phoneNumber(p.phone, MAX.phone);
  return {
    nameIdentification: {name: fitText(p.name, MAX.name)},
    address: {streets: splitLines(p.street, MAX.street, 2), postalCode: p.zip.replace(/\s+/g, ''), city: fitText(p.city, MAX.city), countryCode: p.countryCode},
    contact: {
      contactName: fitText(p.name, MAX.contactName),
      ...(email && {emailAddress: email}),
      ...(phone && {phoneNo: phone, ...(p.sms && {smsNo: phone})}),
    },
  };
}

/** The reason in PostNord's errorResponse: the faults' texts, else the high-level message. */
export function postNordReason(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const wrapped = body as PostNordErrorBody & {errorResponse?: PostNordErrorBody; error?: {message?: string}};
  const error = wrapped.errorResponse ?? wrapped;
  const faults = (error.compositeFault?.faults ?? []).map(fault => [fault.faultCode, fault.explanationText].filter(Boolean).join(' ')).filter(Boolean);
  // The API gateway answers a refused key as {error: {message}} (seen in the wild, not in the Swagger).
  return (faults.length ? faults.join('; ') : (error.message ?? wrapped.error?.message))?.slice(0, 500) || undefined;
}

export class PostNordCarrier implements Carrier {
  readonly name = 'postnord' as const;
  constructor(private config: PostNordConfig) {}

  async register(request: ShipmentRequest): Promise<Shipment> {
    const response = await carrierFetch(
      this.url(),
      {method: 'POST', headers: {'Content-Type': 'application/json', Accept: 'application/json'}, body: JSON.stringify(this.instruction(request))},
      {
        carrier: this.name,
        timeoutMs: this.config.timeoutMs,
        reason: postNordReason,
      },
    );
    const body = (await response.json().catch(() => undefined)) as PostNordLabelResponse | undefined;
    return this.shipment(body);
  }

  private url(): string {
    const {baseUrl, apiKey, labelFormat, paperSize, endpoint} = this.config;
    const query = new URLSearchParams({apikey: apiKey});
    if (labelFormat === 'pdf') {
      query.set('multiPDF', 'false');
      if (paperSize) query.set('paperSize', paperSize);
    } else query.set('multiZPL', 'false');
    if (endpoint === 'returns') query.set('addQRCODE', 'false');
    const path = endpoint === 'returns' ? '/rest/shipment/v3/returns/edi/labels/' : '/rest/shipment/v3/edi/labels/';
    return `${baseUrl.replace(/\/$/, '')}${path}${labelFormat}?${query}`;
  }

  /** The EDI instruction: the client (consignor) hands the bag to PostNord for the company (consignee). */
  instruction(request: ShipmentRequest) {
    const {sender, customerNumber, issuerCode, serviceCode, additionalServiceCodes, applicationId, weightKg} = this.config;
    const client = request.recipient;
    const identification = {issuerCode, partyIdentification: {partyId: customerNumber, partyIdType: '160'}};
    const reference = fitText(String(request.orderNumber), MAX.reference);
    return {
      messageDate: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      messageFunction: 'Instruction',
      messageId: fitText(`karat-${request.orderId}-${Date.now()}`, MAX.messageId),
      application: {...(applicationId !== undefined && {applicationId}), name: 'Karat', version: '1.0'},
      updateIndicator: 'Original',
      shipment: [
        {
          shipmentIdentification: {shipmentId: '0'},
          dateAndTimes: {loadingDate: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')},
          service: {basicServiceCode: serviceCode, additionalServiceCode: additionalServiceCodes},
          numberOfPackages: {value: 1},
          ...(weightKg !== undefined && {totalGrossWeight: {value: weightKg, unit: 'KGM'}}),
          references: [{referenceNo: reference, referenceType: 'CU'}],
          parties: {
            consignor: {...identification, party: partyOf({...client, street: client.address, countryCode: COUNTRY_CODES[request.country] ?? 'SE', sms: true})},
            consignee: {...identification, party: partyOf({...sender, zip: sender.postalCode, sms: false})},
          },
          goodsItem: [{packageTypeCode: 'PC', items: [{itemIdentification: {itemId: '0'}}]}],
        },
      ],
    };
  }

  private shipment(body: PostNordLabelResponse | undefined): Shipment {
    const info = body?.bookingResponse?.idInformation?.[0];
    const failure = info?.errorResponse ? postNordReason(info.errorResponse) : undefined;
    if (!info || info.status === 'FAIL' || failure) {
      throw new CarrierError(this.name, `PostNord refused the shipment${failure ? `: ${failure}` : ': the answer has no booking'}`, false);
    }
    const trackingNumber = info.ids?.find(id => id.idType?.toLowerCase() === 'itemid' && id.value)?.value;
    if (!trackingNumber) throw new CarrierError(this.name, 'PostNord booked the shipment but gave no item id', false);
    const tracking = info.urls?.find(url => url.type === 'TRACKING' && url.url?.startsWith('https://'))?.url;
    return {
      carrier: this.name,
      trackingNumber,
      trackingUrl: tracking ?? `${POSTNORD_TRACKING_URL}${encodeURIComponent(trackingNumber)}`,
      label: this.label(body, trackingNumber),
    };
  }

  private label(body: PostNordLabelResponse | undefined, trackingNumber: string): CarrierLabel {
    const printout = body?.labelPrintout?.map(entry => entry.printout).find(p => p?.data && (!p.type || p.type === 'LABEL'));
    const content = printout?.data ? Buffer.from(printout.data, 'base64') : undefined;
    if (!content?.length) throw new CarrierError(this.name, `PostNord booked item ${trackingNumber} but returned no label`, false);
    return {format: this.config.labelFormat, content};
  }
}

/**
 * PostNord from the environment; undefined when POSTNORD_API_KEY is unset (and nothing else of
 * PostNord's is). POSTNORD_CUSTOMER_NUMBER and POSTNORD_SENDER ("Name|Street|Postal code|City") are
 * required with the key; the rest have defaults (docs/carriers.md).
 */
export function postNordCarrierFromEnv(env: NodeJS.ProcessEnv = process.env): PostNordCarrier | undefined {
  const read = envReader(env, 'PostNord');
  if (!read.optional('POSTNORD_API_KEY')) {
    if (read.optional('POSTNORD_CUSTOMER_NUMBER') || read.optional('POSTNORD_SENDER')) read.required('POSTNORD_API_KEY');
    return undefined;
  }
  const weight = read.optional('POSTNORD_WEIGHT_KG');
  if (weight !== undefined && !(Number(weight) > 0 && Number(weight) <= 1000)) throw new Error(`POSTNORD_WEIGHT_KG must be a weight in kg (was "${weight}")`);
  const applicationId = read.optional('POSTNORD_APPLICATION_ID');
  if (applicationId !== undefined && !/^\d{1,9}$/.test(applicationId)) throw new Error(`POSTNORD_APPLICATION_ID must be a number (was "${applicationId}")`);
  const customerNumber = read.required('POSTNORD_CUSTOMER_NUMBER');
  if (customerNumber.length > 17) throw new Error('POSTNORD_CUSTOMER_NUMBER must be at most 17 characters');
  const paperSize = read.optional('POSTNORD_PAPER_SIZE');
  return new PostNordCarrier({
    baseUrl: read.optional('POSTNORD_BASE_URL') ?? POSTNORD_PRODUCTION_URL,
    apiKey: read.required('POSTNORD_API_KEY'),
    customerNumber,
    issuerCode: read.optional('POSTNORD_ISSUER_CODE') ?? 'Z12',
    serviceCode: read.optional('POSTNORD_SERVICE_CODE') ?? '24',
    additionalServiceCodes: (read.optional('POSTNORD_ADDITIONAL_SERVICE_CODES') ?? '')
      .split(',')
      .map(code => code.trim())
      .filter(Boolean),
    applicationId: applicationId === undefined ? undefined : Number(applicationId),
    sender: read.address('POSTNORD_SENDER', {
      countryCode: read.optional('POSTNORD_SENDER_COUNTRY')?.toUpperCase() ?? 'SE',
      phone: read.optional('POSTNORD_SENDER_PHONE'),
      email: read.optional('POSTNORD_SENDER_EMAIL'),
    }),
    labelFormat: read.oneOf('POSTNORD_LABEL_FORMAT', POSTNORD_LABEL_FORMATS, 'pdf'),
    paperSize: paperSize === undefined ? undefined : read.oneOf('POSTNORD_PAPER_SIZE', POSTNORD_PAPER_SIZES, 'A4'),
    endpoint: read.oneOf('POSTNORD_ENDPOINT', POSTNORD_ENDPOINTS, 'returns'),
    weightKg: weight === undefined ? undefined : Number(weight),
    timeoutMs: read.integer('POSTNORD_TIMEOUT_MS', 20_000, 1, 300_000),
  });
}
