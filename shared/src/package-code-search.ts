import {containsPattern} from './like';

/**
 * The package code registry search (spec 02 §7 "Package code registry"): the term matches the order id or the package code,
 * and the order number when numeric.
 */
export function packageCodeSearchWhere(term: string): Record<string, unknown> {
  const value = term.trim();
  if (!value) return {};
  const or: Record<string, unknown>[] = [{packageCode: {ilike: containsPattern(value)}}];
  if (/^\d{1,9}$/.test(value)) or.push({orderId: Number(value)}, {orderNumber: Number(value)});
  return {or};
}
