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

/** Where the local carrier takes its numbers: the package codes' repository (its database sequence). */
export interface PackageCodeSource {
  nextPackageCode(options?: object): Promise<number>;
}

/**
 * Local default: allocates tracking numbers from the database sequence of package codes, shaped
 * like the carriers' own (JJ + country + 16 digits), so every number is unique and never reused.
 */
export class LocalCarrier implements Carrier {
  constructor(private codes: PackageCodeSource) {}

  async register(request: ShipmentRequest, options?: object): Promise<Shipment> {
    const n = await this.codes.nextPackageCode(options);
    const country = COUNTRY_CODES[request.country] ?? 'XX';
    return {trackingNumber: `JJ${country}${String(n).padStart(16, '0')}`};
  }
}
