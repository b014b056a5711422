import {detectImageType, isValuationImageKeyOf, valuationImageKey, VALUATION_IMAGE_MESSAGES, VALUATION_MESSAGES, type ValuationImageField} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';
import type {OrderState} from './order';

export interface ValuationImageUpload {
  key: string;
  contentType: string;
}

/**
 * An image uploaded for an order's valuation (spec 02 §5 "Valuation form", §7 "Valuation"): 'Missing order'
 * without the order; only images, known by their first bytes (a text file named .png is refused);
 * stored under `valuation-images/{timestamp}-O{orderId}-{field}.{ext}`, the extension from the
 * detected type. The 10 MB cap is the body reader's (it stops reading there).
 */
export function decideValuationImageUpload(
  order: OrderState | undefined,
  field: ValuationImageField,
  bytes: Uint8Array,
  timestamp: number,
): Decided<ValuationImageUpload> {
  if (!order?.id) return new DomainError(404, VALUATION_MESSAGES.missingOrder);
  if (bytes.length === 0) return new DomainError(422, VALUATION_IMAGE_MESSAGES.empty, 'NOT_AN_IMAGE');
  const type = detectImageType(bytes);
  if (!type) return new DomainError(422, VALUATION_IMAGE_MESSAGES.notAnImage, 'NOT_AN_IMAGE');
  return {key: valuationImageKey(timestamp, order.id, field, type.ext), contentType: type.contentType};
}

/**
 * The image keys a valuation save may record: those an upload made for this order and this field,
 * or the ones the order already has (a re-valuation keeps its photos unless they are replaced).
 * Anything else (a typed name, another order's image) is refused with 422 naming the key.
 */
export function valuationImageKeysError(order: OrderState, images: {valuationImage: string; extraImages?: readonly string[]}): DomainError | undefined {
  const accepted = (key: string, field: ValuationImageField, kept: readonly (string | null | undefined)[]) =>
    kept.includes(key) || isValuationImageKeyOf(key, order.id!, field);
  const refused = (field: string, key: string) =>
    new DomainError(422, VALUATION_IMAGE_MESSAGES.notUploadedFor(field, key, order.id!), 'IMAGE_NOT_UPLOADED', {field, key});
  if (!accepted(images.valuationImage, 'valuationImage', [order.valuationImage])) return refused('valuationImage', images.valuationImage);
  for (const key of images.extraImages ?? []) {
    if (!accepted(key, 'extraImages', order.extraImages ?? [])) return refused('extraImages', key);
  }
  return undefined;
}
