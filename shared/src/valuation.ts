import {z} from 'zod';
import {recordId} from './contract';
import {parseDecimal} from './numbers';

/**
 * Valuation (spec 02 §2, §4, §5 "Valuation form", §8): the texts, the price and
 * weight maths the valuer's form shows and the server recomputes, and the form's schema.
 */
export const VALUATION_MESSAGES = {
  cannotFindOrder: 'Cannot find order',
  /** The prompt's refusal names the code scanned: a misread or mistyped code shows at once. */
  cannotFindBarCode: (barCode: string) => `Cannot find order: ${barCode}`,
  notReceived: 'Package is not received',
  closed: 'Package is closed',
  boomerang: 'Package is marked as boomerang',
  alreadyValuated: 'Order is already valuated',
  missingSilverMaterial: 'Missing silver material',
  missingOrder: 'Missing order',
  uploadFailed: 'Failed to upload file',
  unknownMaterial: (density: string | number) => `Unknown material ${density}`,
  figureDisagrees: (field: string, given: unknown, expected: number) => `${field} is ${String(given)} but the products make it ${expected}`,
  weightsExceedMaterial: 'The products weigh more than the material weight',
  boomerangReason: 'Marked as boomerang in valuation',
} as const;

/** The bar-code prompt's counters refresh this often (spec 02 §9). */
/**
 * Whether an order waits for a re-valuation: valued once and returned to valuation by a teller.
 * Its save is a re-valuation (reValuator, reValuationDate) and no valuation label is printed; the
 * prompt, the save and the valuation page read it from here.
 */
export const isRevaluation = (order: {isValued?: boolean | null; returnToValuation?: boolean | null}): boolean =>
  Boolean(order.isValued && order.returnToValuation);

export const VALUATION_COUNTS_REFRESH_MS = 20_000;

/** A product's density: a material's id, or `other` (factor typed), or `customGold` (price typed). */
export const OTHER_DENSITY = 'other';
export const CUSTOM_GOLD_DENSITY = 'customGold';
export type ProductCategory = 'gold' | 'silver' | 'other' | 'customGold' | null;

export interface ValuationMaterial {
  id?: number;
  name: string;
  price: number | string;
  category?: string | null;
}

/**
 * Half away from zero to `decimals` places, read from the decimal the float stands for (0.005 is
 * 0.01 and 1.005 is 1.01, though 1.005 * 100 is 100.49999999999999 in binary).
 */
export function roundTo(value: number, decimals: number): number {
  const scaled = Number((Math.abs(value) * 10 ** decimals).toPrecision(12));
  const rounded = Math.round(scaled) / 10 ** decimals;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Money to cents. */
export const roundCents = (value: number) => roundTo(value, 2);
/** Weights to milligrams (a sum of 0.1 g and 0.2 g is 0.3 g). */
export const roundGrams = (value: number) => roundTo(value, 3);

/** A number as typed ("31,5" or "31.5", the one rule of numbers.ts) or as sent. */
const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return parseDecimal(value);
  return undefined;
};

/** Price = factor x weight rounded to cents; 'Error' while either is not a number. */
export function productPrice(factor: unknown, weight: unknown): number | 'Error' {
  const f = asNumber(factor);
  const w = asNumber(weight);
  return f === undefined || w === undefined ? 'Error' : roundCents(f * w);
}

/** The material a density names, if it is one. */
export function densityMaterial<M extends ValuationMaterial>(density: unknown, materials: readonly M[]): M | undefined {
  if (density === OTHER_DENSITY || density === CUSTOM_GOLD_DENSITY || density == null || density === '') return undefined;
  return materials.find(m => String(m.id) === String(density));
}

/** The category of a density: its material's (gold, silver or none), or `other` / `customGold`. */
export function densityCategory(density: unknown, materials: readonly ValuationMaterial[]): ProductCategory {
  if (density === OTHER_DENSITY) return 'other';
  if (density === CUSTOM_GOLD_DENSITY) return 'customGold';
  const category = densityMaterial(density, materials)?.category;
  return category === 'gold' || category === 'silver' ? category : null;
}

/** `other` and `customGold` take a typed factor; a material's factor is its price. */
export const factorEditable = (density: unknown) => density === OTHER_DENSITY || density === CUSTOM_GOLD_DENSITY;
/** `customGold` is priced by hand. */
export const priceByHand = (density: unknown) => density === CUSTOM_GOLD_DENSITY;

/** The first silver material: none means 'Missing silver material'. */
export const firstSilverMaterial = <M extends ValuationMaterial>(materials: readonly M[]) => materials.find(m => m.category === 'silver');

/** A new product line starts with the first gold material (most of what is sent is gold), else the first silver. */
export const newProductMaterial = <M extends ValuationMaterial>(materials: readonly M[]) =>
  materials.find(m => m.category === 'gold') ?? firstSilverMaterial(materials);

/** The finenesses a material's name holds: "Gold 585" has 585, "Gold 0.585" both 0.585 and 585. */
function finenesses(name: string): string[] {
  return (name.match(/\d+(?:[.,]\d+)?/g) ?? []).flatMap(number => {
    const fraction = /^0[.,](\d+)$/.exec(number);
    return fraction ? [number, fraction[1]] : [number];
  });
}

/**
 * The material type-ahead: the materials matching what was typed, best first. Valuers type the
 * fineness, so a fineness starting with the text comes first ("58" finds Gold 585 before Silver 158),
 * then a name or a word of it starting with the text, then the text anywhere; the given order otherwise.
 */
export function matchMaterials<M extends {name: string}>(materials: readonly M[], typed: string): M[] {
  const text = typed.trim().toLowerCase();
  if (!text) return [...materials];
  const rank = (name: string) => {
    const lower = name.toLowerCase();
    if (finenesses(lower).some(f => f.startsWith(text))) return 0;
    if (lower.startsWith(text)) return 1;
    if (lower.split(/\s+/).some(word => word.startsWith(text))) return 2;
    return lower.includes(text) ? 3 : undefined;
  };
  return materials
    .map((material, index) => ({material, index, rank: rank(material.name)}))
    .filter((m): m is {material: M; index: number; rank: number} => m.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(m => m.material);
}

export interface WeighedProduct {
  category?: string | null;
  weight?: unknown;
  price?: unknown;
}

export interface ValuationFigures {
  goldWeight: number;
  silverWeight: number;
  customGoldWeight: number;
  otherWeight: number;
  /** Material weight minus gold, silver, custom gold and other weights. */
  noValueWeight: number;
  /** The sum of the products' prices. */
  price: number;
}

/** The weights by category and the total price of a valuation (NaN where a weight or price is not a number). */
export function valuationFigures(products: readonly WeighedProduct[], materialWeight: unknown): ValuationFigures {
  const sum = (category: string) => roundGrams(products.filter(p => p.category === category).reduce((total, p) => total + (asNumber(p.weight) ?? NaN), 0));
  const goldWeight = sum('gold');
  const silverWeight = sum('silver');
  const customGoldWeight = sum('customGold');
  const otherWeight = sum('other');
  const material = asNumber(materialWeight) ?? NaN;
  return {
    goldWeight,
    silverWeight,
    customGoldWeight,
    otherWeight,
    noValueWeight: roundGrams(material - goldWeight - silverWeight - customGoldWeight - otherWeight),
    price: roundCents(products.reduce((total, p) => total + (asNumber(p.price) ?? NaN), 0)),
  };
}

/** Far beyond any real figure (grams, factors, euros), far inside what the database's numeric holds. */
const WEIGHT_MAX = 1_000_000;
const PRICE_MAX = 100_000_000;

const requiredNumber = (label: string, max: number) =>
  z
    .number({error: issue => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be a number`)})
    .nonnegative(`${label} cannot be negative`)
    .max(max);

export const valuationProductSchema = z.object({
  key: z.string().max(100).optional(),
  name: z.string().max(500).optional(),
  category: z.enum(['gold', 'silver', 'other', 'customGold']).nullable().optional(),
  density: z.union([recordId(), z.literal(OTHER_DENSITY), z.literal(CUSTOM_GOLD_DENSITY)], {error: 'Density is required'}),
  densityName: z.string().max(500).nullable().optional(),
  weight: requiredNumber('Weight', WEIGHT_MAX),
  factor: requiredNumber('Factor', WEIGHT_MAX),
  price: requiredNumber('Price', PRICE_MAX),
  inDeal: z.boolean().optional(),
});
export type ValuationProduct = z.infer<typeof valuationProductSchema>;

/** The valuation form (spec 02 §5) with the figures the form computed, which the server checks. */
export const valuationSchema = z.object({
  materialWeight: requiredNumber('Material weight', WEIGHT_MAX),
  packageWeight: requiredNumber('Package weight', WEIGHT_MAX),
  valuationImage: z.string({error: 'Valuation image is required'}).trim().min(1, 'Valuation image is required').max(500),
  extraImages: z
    .array(z.string({error: 'Extra image is required'}).trim().min(1, 'Extra image is required').max(500))
    .max(50)
    .default([]),
  tellerMessageFromValuation: z.string().max(10_000).nullable().optional(),
  products: z.array(valuationProductSchema).max(200).default([]),
  price: requiredNumber('Price', PRICE_MAX),
  goldWeight: requiredNumber('Gold weight', WEIGHT_MAX),
  silverWeight: requiredNumber('Silver weight', WEIGHT_MAX),
  customGoldWeight: z.number().nonnegative().max(WEIGHT_MAX).optional(),
  otherWeight: z.number().nonnegative().max(WEIGHT_MAX).optional(),
});
export type ValuationForm = z.infer<typeof valuationSchema>;
export type ValuationInput = z.input<typeof valuationSchema>;

/** A product as the previous valuation stored it or as the form sends it. */
export interface ValuedProduct {
  key?: string | null;
  name?: string | null;
  density?: unknown;
  densityName?: string | null;
  weight?: unknown;
  factor?: unknown;
  price?: unknown;
  inDeal?: boolean | null;
}

/** The values a valuation stores: the previous one (the order) and the new one (the form's payload). */
export interface ValuationSnapshot {
  materialWeight?: unknown;
  packageWeight?: unknown;
  products?: readonly ValuedProduct[] | null;
  valuationImage?: string | null;
  extraImages?: readonly unknown[] | null;
  tellerMessageFromValuation?: string | null;
}

export interface ValuationChanges {
  /** One sentence a change: 'Material weight 40 -> 41', 'Ring: weight 12.3 -> 12', 'Added Chain'. */
  lines: string[];
  /** The keys of the products added or changed (their rows are highlighted). */
  changedKeys: string[];
}

const shown = (value: unknown) => {
  const n = asNumber(value);
  return n === undefined ? (value == null || value === '' ? '-' : String(value)) : String(n);
};
const sameValue = (a: unknown, b: unknown) => {
  const x = asNumber(a);
  const y = asNumber(b);
  return x !== undefined || y !== undefined ? x === y : (a ?? '') === (b ?? '');
};
const productLabel = (p: ValuedProduct, index: number) => p.name?.trim() || p.densityName || `Product ${index + 1}`;

/**
 * What a re-valuation changes compared with the previous valuation: the weights, each product (by
 * its key: added, removed, its material, weight, factor, price, in or out of the deal), the images
 * and the message to the teller. Nothing when they are the same.
 */
export function valuationChanges(previous: ValuationSnapshot, next: ValuationSnapshot): ValuationChanges {
  const lines: string[] = [];
  const changedKeys: string[] = [];
  const figure = (label: string, a: unknown, b: unknown) => {
    if (!sameValue(a, b)) lines.push(`${label} ${shown(a)} -> ${shown(b)}`);
  };
  figure('Material weight', previous.materialWeight, next.materialWeight);
  figure('Package weight', previous.packageWeight, next.packageWeight);
  const before = previous.products ?? [];
  const after = next.products ?? [];
  const keyOf = (p: ValuedProduct, index: number) => p.key ?? String(index + 1);
  const old = new Map(before.map((p, index) => [keyOf(p, index), {p, index}]));
  after.forEach((p, index) => {
    const key = keyOf(p, index);
    const was = old.get(key);
    old.delete(key);
    const label = productLabel(p, index);
    if (!was) {
      lines.push(`Added ${label}`);
      changedKeys.push(key);
      return;
    }
    const parts: string[] = [];
    if (String(was.p.density ?? '') !== String(p.density ?? ''))
      parts.push(`material ${was.p.densityName ?? shown(was.p.density)} -> ${p.densityName ?? shown(p.density)}`);
    for (const field of ['weight', 'factor', 'price'] as const)
      if (!sameValue(was.p[field], p[field])) parts.push(`${field} ${shown(was.p[field])} -> ${shown(p[field])}`);
    if ((was.p.inDeal ?? true) !== (p.inDeal ?? true)) parts.push((p.inDeal ?? true) ? 'now in the deal' : 'now out of the deal');
    if ((was.p.name ?? '') !== (p.name ?? '')) parts.push(`name ${was.p.name || '-'} -> ${p.name || '-'}`);
    if (parts.length === 0) return;
    lines.push(`${productLabel(was.p, was.index)}: ${parts.join(', ')}`);
    changedKeys.push(key);
  });
  for (const {p, index} of old.values()) lines.push(`Removed ${productLabel(p, index)}`);
  if ((previous.valuationImage ?? '') !== (next.valuationImage ?? '')) lines.push('Valuation image replaced');
  const images = (list: readonly unknown[] | null | undefined) => (list ?? []).map(String).join('|');
  if (images(previous.extraImages) !== images(next.extraImages))
    lines.push(`Extra images ${(previous.extraImages ?? []).length} -> ${(next.extraImages ?? []).length}`);
  if ((previous.tellerMessageFromValuation ?? '').trim() !== (next.tellerMessageFromValuation ?? '').trim()) lines.push('Message to teller changed');
  return {lines, changedKeys};
}
