import {juggler} from '@loopback/repository';

export interface ShipmentRequest {
  orderId: number;
  orderNumber: number;
  country: string;
  recipient: {name: string; address: string; zip: string; city: string; phone?: string | null};
}

export interface Shipment {
  /** The tracking number, which becomes the order's bar code. */
  trackingNumber: string;
}

/** Registers a security-bag shipment with the parcel carrier. */
export interface Carrier {
  register(request: ShipmentRequest, options?: object): Promise<Shipment>;
}

const COUNTRY_CODES: Record<string, string> = {finland: 'FI', sweden: 'SE', uk: 'GB'};

/**
 * Local default: allocates tracking numbers from the database sequence package_code_seq, shaped
 * like the carriers' own (JJ + country + 16 digits), so every number is unique and never reused.
 */
export class LocalCarrier implements Carrier {
  constructor(private ds: juggler.DataSource) {}

  async register(request: ShipmentRequest, options?: object): Promise<Shipment> {
    const [row] = (await this.ds.execute("SELECT nextval('package_code_seq') AS n", [], options)) as {n: number}[];
    const country = COUNTRY_CODES[request.country] ?? 'XX';
    return {trackingNumber: `JJ${country}${String(row.n).padStart(16, '0')}`};
  }
}
