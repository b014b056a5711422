import {z} from 'zod';
import {recordId} from './contract';
import {parseDecimal} from './numbers';

/**
 * Valuation (spec 02 §2 and §4 "Valuation", §5 "Valuation form", §8 "Valuation"): the texts, the price and
 * weight maths the valuer's form shows and the server recomputes, and the form's schema.
 */
export const VALUATION_MESSAGES = {
  cannotFindOrder: 'Cannot find order',
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

/** The bar-code prompt's counters refresh this often (spec 02 §9 "Business constants and limits"). */
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

/** The first silver material: a new product starts with it; none means 'Missing silver material'. */
export const firstSilverMaterial = <M extends ValuationMaterial>(materials: readonly M[]) => materials.find(m => m.category === 'silver');

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

/** The valuation form (spec 02 §5 "Valuation form") with the figures the form computed, which the server checks. */
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
