import {
  CUSTOM_GOLD_DENSITY,
  densityCategory,
  densityMaterial,
  firstSilverMaterial,
  isRevaluation,
  OTHER_DENSITY,
  productPrice,
  roundCents,
  valuationFigures,
  VALUATION_MESSAGES,
  type ValuationForm,
  type ValuationMaterial,
} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';
import type {OrderChange, OrderState} from './order';
import {valuationImageKeysError} from './valuation-images';

/**
 * The valuation's bar-code checks in the spec's order (spec 02 §4 "Valuation"): not found, not
 * received, closed, boomerang, already valued without a return to valuation. The save and the
 * boomerang ask the same of the locked order, so of two valuers saving one order the second is
 * refused with 409 'Order is already valuated'. A scan that finds nothing names the code scanned.
 */
export function valuationLookupError(order: OrderState | undefined, barCode?: string): DomainError | undefined {
  if (!order) return new DomainError(404, barCode ? VALUATION_MESSAGES.cannotFindBarCode(barCode) : VALUATION_MESSAGES.cannotFindOrder);
  if (!order.isReceived) return new DomainError(409, VALUATION_MESSAGES.notReceived);
  if (order.closed) return new DomainError(409, VALUATION_MESSAGES.closed);
  if (order.isBoomerang) return new DomainError(409, VALUATION_MESSAGES.boomerang);
  if (order.isValued && !isRevaluation(order)) return new DomainError(409, VALUATION_MESSAGES.alreadyValuated);
  return undefined;
}

const disagree = (field: string, given: unknown, expected: number) =>
  new DomainError(422, VALUATION_MESSAGES.figureDisagrees(field, given, expected), 'FIGURES_DISAGREE', {field, given, expected});
const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/**
 * Saving a valuation (spec 02 §4, §5). The server recomputes every derived figure
 * from the products and the materials: a material's product has the material's category, name and
 * factor (its price per gram) and the price factor x weight in cents; `other` takes the typed factor
 * and is priced the same way; `customGold` is priced by hand. The order's gold, silver, custom gold
 * and other weights are the sums by category, its price the sum of the prices. A body whose figure
 * disagrees is refused (422 naming the field), as is one whose products weigh more than the
 * material, and one naming an image no upload made for this order (domain/valuation-images.ts).
 * A first save sets isValued, valuatorId and valuationDate; a re-valuation returnToValuation
 * false, isRevaluated, reValuationDate and reValuatorId.
 */
export function decideValuation(
  order: OrderState | undefined,
  form: ValuationForm,
  materials: readonly ValuationMaterial[],
  memberId: number,
  now: Date,
): Decided<OrderChange> {
  const error = valuationLookupError(order);
  if (error || !order) return error!;
  const imageError = valuationImageKeysError(order, form);
  if (imageError) return imageError;
  if (form.products.length > 0 && !firstSilverMaterial(materials)) return new DomainError(422, VALUATION_MESSAGES.missingSilverMaterial);
  const products = [];
  for (const [index, product] of form.products.entries()) {
    const at = (field: string) => `products[${index}].${field}`;
    const material = densityMaterial(product.density, materials);
    if (!material && product.density !== OTHER_DENSITY && product.density !== CUSTOM_GOLD_DENSITY) {
      return new DomainError(422, VALUATION_MESSAGES.unknownMaterial(product.density));
    }
    const category = densityCategory(product.density, materials);
    if (product.category !== undefined && product.category !== category) {
      return new DomainError(422, `${at('category')} is ${String(product.category)} but its density makes it ${String(category)}`, 'FIGURES_DISAGREE');
    }
    const factor = material ? Number(material.price) : product.factor;
    if (!same(product.factor, factor)) return disagree(at('factor'), product.factor, factor);
    let price = product.price;
    if (product.density !== CUSTOM_GOLD_DENSITY) {
      const computed = productPrice(factor, product.weight);
      if (computed === 'Error') return disagree(at('price'), product.price, NaN);
      if (!same(product.price, computed)) return disagree(at('price'), product.price, computed);
      price = computed;
    } else price = roundCents(product.price);
    if (!same(product.price, price)) return disagree(at('price'), product.price, price);
    products.push({
      key: product.key ?? String(index + 1),
      name: product.name ?? '',
      category,
      density: product.density,
      densityName: material ? material.name : product.density === OTHER_DENSITY ? 'Other' : 'Custom gold',
      weight: product.weight,
      factor,
      price,
      inDeal: product.inDeal ?? true,
    });
  }
  const figures = valuationFigures(products, form.materialWeight);
  for (const field of ['goldWeight', 'silverWeight', 'customGoldWeight', 'otherWeight', 'price'] as const) {
    const given = form[field];
    if (given !== undefined && !same(given, figures[field])) return disagree(field, given, figures[field]);
  }
  if (figures.noValueWeight < 0) return new DomainError(422, VALUATION_MESSAGES.weightsExceedMaterial, 'FIGURES_DISAGREE');
  const change: OrderChange = {
    materialWeight: form.materialWeight,
    packageWeight: form.packageWeight,
    goldWeight: figures.goldWeight,
    silverWeight: figures.silverWeight,
    customGoldWeight: figures.customGoldWeight,
    otherWeight: figures.otherWeight,
    price: figures.price,
    products,
    valuationImage: form.valuationImage,
    extraImages: form.extraImages,
    tellerMessageFromValuation: form.tellerMessageFromValuation ?? null,
  };
  if (isRevaluation(order)) return {...change, returnToValuation: false, isRevaluated: true, reValuationDate: now, reValuatorId: memberId};
  return {...change, isValued: true, valuatorId: memberId, valuationDate: now};
}

/** 'Mark as boomerang' from the valuation form: the order is closed as a boomerang (same checks as the prompt). */
export function decideValuationBoomerang(order: OrderState | undefined, memberId: number, now: Date): Decided<OrderChange> {
  const error = valuationLookupError(order);
  if (error) return error;
  return {closed: true, isBoomerang: true, closeMethod: 'boomerang', closeReason: VALUATION_MESSAGES.boomerangReason, closerId: memberId, closeDate: now};
}
