import {
  CUSTOM_GOLD_DENSITY,
  densityCategory,
  densityMaterial,
  factorEditable,
  OTHER_DENSITY,
  parseDecimal,
  priceByHand,
  productPrice,
  roundCents,
  valuationFigures,
  valuationSchema,
  type ValuationInput,
  type ValuationMaterial,
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

/** An empty form; a re-valuation starts with the order's images (the server keeps them unless replaced). */
export const emptyValuation = (
  order: {tellerMessageFromValuation?: string | null; valuationImage?: string | null; extraImages?: readonly unknown[] | null} = {},
): ValuationValues => ({
  materialWeight: '',
  packageWeight: '',
  valuationImage: order.valuationImage ?? '',
  extraImages: (order.extraImages ?? []).map(String),
  tellerMessageFromValuation: order.tellerMessageFromValuation ?? '',
  products: [],
});

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
