import {
  CUSTOM_GOLD_DENSITY,
  densityCategory,
  densityMaterial,
  factorEditable,
  formatMoney,
  OTHER_DENSITY,
  parseDecimal,
  priceByHand,
  productPrice,
  roundCents,
  valuationFigures,
  valuationSchema,
  newProductMaterial,
  type ValuationFigures,
  type ValuationInput,
  type ValuationMaterial,
  type ValuedProduct,
} from '@karat/shared';

/** A product row as typed: numbers as text ("31,5"), the density as the select's value. */
export interface ProductRow {
  key: string;
  name: string;
  density: string;
  weight: string;
  factor: string;
  price: string;
  inDeal: boolean;
}

export interface ValuationValues {
  materialWeight: string;
  packageWeight: string;
  valuationImage: string;
  extraImages: string[];
  tellerMessageFromValuation: string;
  products: ProductRow[];
}

/** The order as the valuate page reads it: a re-valuation holds the previous valuation. */
export interface ValuedOrder {
  materialWeight?: number | string | null;
  packageWeight?: number | string | null;
  tellerMessageFromValuation?: string | null;
  valuationImage?: string | null;
  extraImages?: readonly unknown[] | null;
  products?: readonly ValuedProduct[] | null;
}

const typed = (value: unknown) => (value == null || value === '' ? '' : String(value));

/** A stored product as the form's row: a factor or a price only where they are typed. */
function rowOf(product: ValuedProduct, index: number): ProductRow {
  const density = typed(product.density);
  return {
    key: product.key ?? String(index + 1),
    name: product.name ?? '',
    density,
    weight: typed(product.weight),
    factor: factorEditable(density) ? typed(product.factor) : '',
    price: priceByHand(density) ? typed(product.price) : '',
    inDeal: product.inDeal ?? true,
  };
}

/**
 * The form's first values: a first valuation starts empty; a re-valuation starts from the previous
 * valuation (weights, products with their in/out-of-deal choices, images, message), so the valuer
 * changes only what differs and the server keeps the rest.
 */
export const initialValuation = (order: ValuedOrder = {}): ValuationValues => ({
  materialWeight: typed(order.materialWeight),
  packageWeight: typed(order.packageWeight),
  valuationImage: order.valuationImage ?? '',
  extraImages: (order.extraImages ?? []).map(String),
  tellerMessageFromValuation: order.tellerMessageFromValuation ?? '',
  products: (order.products ?? []).map(rowOf),
});

/** A new product line: the first gold material chosen (newProductMaterial), a key of its own. */
export function newRow(materials: readonly ValuationMaterial[], taken: number): ProductRow | undefined {
  const material = newProductMaterial(materials);
  if (!material) return undefined;
  const key = `p${Date.now().toString(36)}${taken}`;
  return {key, name: '', density: String(material.id), weight: '', factor: '', price: '', inDeal: true};
}

/** A computed figure as the form shows it: blank while nothing is typed (an untouched form shows no 'Error'), 'Error' when typed but not a number. */
export function figureText(value: number | 'Error' | undefined, typedText: string, digits = 2): string {
  if (value === undefined || value === 'Error' || Number.isNaN(value)) return typedText.trim() === '' ? '' : 'Error';
  // Valuation prices are euros, written as in Finland (12,50 €); weights with up to three decimals (12,345).
  return digits === 2 ? formatMoney(value, 'EUR') : GRAMS.format(value);
}
const GRAMS = new Intl.NumberFormat('fi-FI', {maximumFractionDigits: 3, useGrouping: false});

const numberOf = (text: string) => (text.trim() === '' ? undefined : parseDecimal(text));
const densityValue = (density: string): number | string => (density === OTHER_DENSITY || density === CUSTOM_GOLD_DENSITY ? density : Number(density));

/** A row's figures as the form shows them: its category, factor (the material's price unless editable) and price ('Error' while not a number). */
export function rowFigures(row: ProductRow, materials: readonly ValuationMaterial[]) {
  const density = densityValue(row.density);
  const material = densityMaterial(density, materials);
  const factor = factorEditable(density) ? numberOf(row.factor) : material ? Number(material.price) : undefined;
  const typed = numberOf(row.price);
  const price: number | 'Error' = priceByHand(density) ? (typed === undefined ? 'Error' : roundCents(typed)) : productPrice(factor, numberOf(row.weight));
  return {density, category: densityCategory(density, materials), factor, price, material};
}

/** The body of POST /Orders/{id}/valuation: the typed values and the figures the form computed (the server checks each). */
export function toPayload(values: ValuationValues, materials: readonly ValuationMaterial[]): ValuationInput {
  const products = values.products.map(row => {
    const figures = rowFigures(row, materials);
    return {
      key: row.key,
      name: row.name.trim(),
      category: figures.category,
      density: figures.density as ValuationInput['products'] extends (infer P)[] | undefined ? (P extends {density: infer D} ? D : never) : never,
      densityName: figures.material?.name ?? (figures.density === OTHER_DENSITY ? 'Other' : 'Custom gold'),
      weight: numberOf(row.weight) as number,
      factor: figures.factor as number,
      price: figures.price === 'Error' ? (undefined as unknown as number) : figures.price,
      inDeal: row.inDeal,
    };
  });
  const totals = valuationFigures(products, numberOf(values.materialWeight));
  return {
    materialWeight: numberOf(values.materialWeight) as number,
    packageWeight: numberOf(values.packageWeight) as number,
    valuationImage: values.valuationImage,
    extraImages: values.extraImages,
    tellerMessageFromValuation: values.tellerMessageFromValuation.trim() || null,
    products,
    price: totals.price,
    goldWeight: totals.goldWeight,
    silverWeight: totals.silverWeight,
    customGoldWeight: totals.customGoldWeight,
    otherWeight: totals.otherWeight,
  };
}

/** The first error of the form (Preview is disabled and shows it), or undefined when it may be previewed. */
export function firstError(payload: ValuationInput): string | undefined {
  const result = valuationSchema.safeParse(payload);
  if (!result.success) return result.error.issues[0].message;
  const totals = valuationFigures(payload.products ?? [], payload.materialWeight);
  if (totals.noValueWeight < 0) return 'The products weigh more than the material weight';
  return undefined;
}

/** The sums under the products: '-' while no weight is typed (a fresh line), 'Error' once a typed figure is not a number. */
export function totalsLine(values: ValuationValues, totals: ValuationFigures): string {
  const typedAny = values.products.some(row => row.weight.trim() !== '') ? 'typed' : '';
  const grams = (value: number) => figureText(value, typedAny, 3) || '-';
  const price = values.products.length === 0 ? formatMoney(0, 'EUR') : figureText(totals.price, typedAny) || '-';
  return `Gold ${grams(totals.goldWeight)} g, silver ${grams(totals.silverWeight)} g, custom gold ${grams(totals.customGoldWeight)} g, other ${grams(totals.otherWeight)} g; total ${price}`;
}
