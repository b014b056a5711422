import {holdUntil, policeRegionOfPostalCode, type IdentityCheck, type PoliceRegion} from '@karat/shared';

// The purchase record of a Swedish purchase (law 1999:271): what the police report shows of it,
// frozen at the teller's approval.

/** One item bought, as the police report lists it. */
export interface PurchaseItem {
  description: string;
  material: string | null;
  /** 0.000-1.000; null when not known. */
  fineness: number | null;
  weight: number | null;
}

export interface PurchaseRecord {
  orderId: number;
  purchaseNoteNumber: number;
  purchasedAt: Date;
  receivedDate: Date | null;
  holdUntil: Date | null;
  sellerName: string;
  personalIdentityNumber: string;
  dateOfBirth: string;
  address: string | null;
  zip: string | null;
  city: string | null;
  /** Null: the postal code is in no region of the table (listed as unmapped). */
  region: PoliceRegion | null;
  identityCheck: IdentityCheck;
  items: PurchaseItem[];
  price: number;
  currency: 'SEK';
  tellerId: number;
}

interface ProductLine {
  name?: unknown;
  density?: unknown;
  densityName?: unknown;
  weight?: unknown;
  factor?: unknown;
  inDeal?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The items of the deal: the product lines the teller kept (inDeal not false), each with its
 * material's fineness (`fineness` by density id), custom gold by its typed factor when it reads as one.
 */
export function purchaseItems(products: readonly unknown[] | null | undefined, fineness: ReadonlyMap<string, number | null>): PurchaseItem[] {
  return (products ?? [])
    .filter((p): p is ProductLine => typeof p === 'object' && p !== null && (p as ProductLine).inDeal !== false)
    .map(p => {
      const factor = number(p.factor);
      const customGold = p.density === 'customGold';
      return {
        description: text(p.name) ?? text(p.densityName) ?? (customGold ? 'Custom gold' : 'Item'),
        material: customGold ? 'Custom gold' : text(p.densityName),
        fineness: customGold ? (factor !== null && factor >= 0 && factor <= 1 ? factor : null) : (fineness.get(String(p.density)) ?? null),
        weight: number(p.weight),
      };
    });
}

/** The record of an approved Swedish purchase: the seller as the client is now, the identity, the items and the SEK price. */
export function purchaseRecordOf(input: {
  order: {id: number; products?: readonly unknown[] | null; sekOffer?: number | null; receivedDate?: Date | string | null};
  client: {firstName?: string | null; lastName?: string | null; address?: string | null; zip?: string | null; city?: string | null};
  identity: {personalIdentityNumber: string; dateOfBirth: string; identityCheck: IdentityCheck};
  purchaseNoteNumber: number;
  fineness: ReadonlyMap<string, number | null>;
  now: Date;
  tellerId: number;
}): PurchaseRecord {
  const {order, client, identity} = input;
  const received = order.receivedDate ? new Date(order.receivedDate) : null;
  return {
    orderId: order.id,
    purchaseNoteNumber: input.purchaseNoteNumber,
    purchasedAt: input.now,
    receivedDate: received,
    holdUntil: received ? holdUntil(received) : null,
    sellerName: [client.firstName, client.lastName].filter(Boolean).join(' '),
    personalIdentityNumber: identity.personalIdentityNumber,
    dateOfBirth: identity.dateOfBirth,
    address: client.address ?? null,
    zip: client.zip ?? null,
    city: client.city ?? null,
    region: client.zip ? policeRegionOfPostalCode(client.zip) : null,
    identityCheck: identity.identityCheck,
    items: purchaseItems(order.products, input.fineness),
    price: order.sekOffer ?? 0,
    currency: 'SEK',
    tellerId: input.tellerId,
  };
}
