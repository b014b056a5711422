import {CARRIER_LABELS, type Country} from '@karat/shared';

/** The carriers the product speaks to; 'local' is the default that needs no account and no network. */
export type CarrierName = 'local' | 'posti' | 'postnord' | 'royal-mail';

/**
 * One security bag to register. The registered parcel is the bag's way back: the client puts the
 * gold in and hands it to the carrier, and its tracking number is the bar code the receiver scans.
 */
export interface ShipmentRequest {
  orderId: number;
  orderNumber: number;
  country: Country;
  /** The client's language (finnish, swedish, finland-swedish, english), for carriers that print or message in it. */
  language?: string | null;
  recipient: {name: string; address: string; zip: string; city: string; phone?: string | null; email?: string | null};
}

/** A label as the carrier made it: ZPL for a Zebra printer, or a PDF. */
export interface CarrierLabel {
  format: 'zpl' | 'pdf';
  content: Buffer;
}

export interface Shipment {
  carrier: CarrierName;
  /** The tracking number, which becomes the order's bar code. */
  trackingNumber: string;
  /** Where the client and the staff follow the parcel; none for the local default. */
  trackingUrl?: string;
  /** The carrier's own label of the parcel: what the packager prints. None: the product's own layout. */
  label?: CarrierLabel;
  /** The carrier's return code the client gives at a service point instead of a printed label (the return-code SMS). */
  returnCode?: string;
}

/** Registers a security-bag shipment with the parcel carrier. */
export interface Carrier {
  /** Which carrier; 'by-country' for the router that picks one per order country. */
  readonly name: CarrierName | 'by-country';
  register(request: ShipmentRequest, options?: object): Promise<Shipment>;
  /** The return code of a registered parcel asked again (the carrier did not know the parcel yet at registration). */
  returnCodeFor?(trackingNumber: string, country: Country): Promise<string | undefined>;
}

/**
 * A carrier's refusal or failure, with the reason worth showing to staff (the order's
 * shipmentRegisterError). `retryable`: the same request may succeed later (timeout, network, 429,
 * 5xx); a 4xx with a reason needs a person (a wrong address, a bad postal code).
 */
export class CarrierError extends Error {
  constructor(
    readonly carrier: CarrierName,
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CarrierError';
  }
}

export interface CarrierHttpOptions {
  carrier: CarrierName;
  /** Milliseconds before the request is given up as a retryable timeout. */
  timeoutMs: number;
  /** The reason in a refusal's body, in the carrier's documented error shape; undefined: the body's start. */
  reason?: (body: unknown) => string | undefined;
}

/**
 * fetch with a timeout, mapping every failure to a CarrierError: timeouts, network errors, 429 and
 * 5xx are retryable, other 4xx are not. A successful response is returned unread.
 */
export async function carrierFetch(url: string, init: RequestInit, http: CarrierHttpOptions): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {...init, signal: AbortSignal.timeout(http.timeoutMs)});
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new CarrierError(
      http.carrier,
      timedOut ? `${carrierTitle(http.carrier)} did not answer in ${http.timeoutMs / 1000} s` : `${carrierTitle(http.carrier)} could not be reached`,
      true,
    );
  }
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  let reason: string | undefined;
  try {
    reason = http.reason?.(JSON.parse(text));
  } catch {
    reason = undefined;
  }
  reason ??= text.replace(/\s+/g, ' ').trim().slice(0, 300);
  const retryable = response.status === 429 || response.status >= 500;
  throw new CarrierError(
    http.carrier,
    `${carrierTitle(http.carrier)} refused the shipment (HTTP ${response.status})${reason ? `: ${reason}` : ''}`,
    retryable,
    response.status,
  );
}

export function carrierTitle(name: CarrierName): string {
  return CARRIER_LABELS[name];
}

const COUNTRY_CODES: Record<string, string> = {finland: 'FI', sweden: 'SE', uk: 'GB'};

/** Where the local carrier takes its numbers: the package codes' repository (its database sequence). */
export interface PackageCodeSource {
  nextPackageCode(options?: object): Promise<number>;
}

/**
 * Local default: allocates tracking numbers from the database sequence of package codes, shaped
 * like the carriers' own (JJ + country + 16 digits), so every number is unique and never reused.
 */
export class LocalCarrier implements Carrier {
  readonly name = 'local' as const;
  constructor(private codes: PackageCodeSource) {}

  async register(request: ShipmentRequest, options?: object): Promise<Shipment> {
    const n = await this.codes.nextPackageCode(options);
    const country = COUNTRY_CODES[request.country] ?? 'XX';
    return {carrier: this.name, trackingNumber: `JJ${country}${String(n).padStart(16, '0')}`};
  }
}
