import {netWeight} from '@karat/shared';

// The accepted-offers report's rows of materials (spec 02 §9 "Net weight"), from the product lines'
// groups the report's query answers.

/** The kept product lines of the deals of one density: a material (with its fineness), `other`, or custom gold of one typed factor. */
export interface AcceptedMaterialGroup {
  density: string;
  material: string | null;
  category: string | null;
  fineness: number | null;
  customFactor: number | null;
  grossWeight: number;
  productCount: number;
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** One row of materials in the accepted-offers report. */
export interface MaterialRow {
  material: string;
  category: string | null;
  fineness: number | null;
  grossWeight: number;
  /** Null when the fineness is not known (a material without one, other items). */
  netWeight: number | null;
  productCount: number;
}

const CUSTOM_GOLD = 'Custom gold';
const OTHER_ITEMS = 'Other items';

/**
 * The density groups as report rows: a material's row weighs net by its fineness; custom gold's
 * groups (one per typed factor) add up to one row, each weighed by its own factor.
 */
export function materialRows(groups: readonly AcceptedMaterialGroup[]): MaterialRow[] {
  const rows: MaterialRow[] = [];
  let custom: MaterialRow | undefined;
  for (const group of groups) {
    if (group.density === 'customGold') {
      custom ??= {material: CUSTOM_GOLD, category: 'gold', fineness: null, grossWeight: 0, netWeight: 0, productCount: 0};
      custom.grossWeight = round2(custom.grossWeight + group.grossWeight);
      const net = netWeight(group.grossWeight, group.customFactor);
      // One line of unknown fineness makes the row's net unknown: a partial sum would read as the whole.
      custom.netWeight = net === null || custom.netWeight === null ? null : round2(custom.netWeight + net);
      custom.productCount += group.productCount;
      continue;
    }
    const name = group.density === 'other' ? OTHER_ITEMS : (group.material ?? `Material ${group.density}`);
    rows.push({
      material: name,
      category: group.category,
      fineness: group.fineness,
      grossWeight: group.grossWeight,
      netWeight: netWeight(group.grossWeight, group.fineness),
      productCount: group.productCount,
    });
  }
  return custom ? [...rows, custom] : rows;
}
