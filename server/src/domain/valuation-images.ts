import {
  detectImageType,
  isValuationImageKeyOf,
  valuationImageKey,
  VALUATION_IMAGE_FILE,
  VALUATION_IMAGE_MESSAGES,
  VALUATION_IMAGE_PREFIX,
  VALUATION_MESSAGES,
  type ImageQuotaUse,
  type ValuationImageField,
} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';
import type {OrderState} from './order';

export interface ValuationImageUpload {
  key: string;
  contentType: string;
}

/** What the uploads may hold: per member in the last hour, per order in all (configuration). */
export interface ValuationImageQuotaRule {
  memberPerHour: ImageQuotaUse;
  perOrder: ImageQuotaUse;
}

/** The stored uploads so far: the member's of the last hour, the order's ever. */
export interface ValuationImageUsage {
  member: ImageQuotaUse;
  order: ImageQuotaUse;
}

const HOUR_MS = 3_600_000;

/** Since when a member's uploads count against the hourly quota. */
export const valuationImageMemberWindow = (now: Date) => new Date(now.getTime() - HOUR_MS);

/**
 * Whether one more image of `size` bytes fits the quotas: the order's images (count and bytes,
 * 413: the order holds what it may) and the member's of the last hour (429: later, they may go on).
 */
export function valuationImageQuotaError(orderId: number, size: number, usage: ValuationImageUsage, quota: ValuationImageQuotaRule): DomainError | undefined {
  const over = (used: ImageQuotaUse, allowed: ImageQuotaUse) => used.count + 1 > allowed.count || used.bytes + size > allowed.bytes;
  if (over(usage.order, quota.perOrder))
    return new DomainError(413, VALUATION_IMAGE_MESSAGES.orderQuota(orderId, usage.order, quota.perOrder), 'ORDER_IMAGE_QUOTA');
  if (over(usage.member, quota.memberPerHour))
    return new DomainError(429, VALUATION_IMAGE_MESSAGES.memberQuota(usage.member, quota.memberPerHour), 'MEMBER_IMAGE_QUOTA');
  return undefined;
}

/**
 * The millisecond of an order's next image key: the clock's, or one after the order's last key's
 * when the clock has not moved past it. Two uploads for an order in one millisecond, on one server
 * or two, get two keys (the uploads of an order take turns under its lock).
 */
export function nextValuationImageTimestamp(now: Date, lastKey: string | undefined): number {
  const last = lastKey?.startsWith(VALUATION_IMAGE_PREFIX) ? VALUATION_IMAGE_FILE.exec(lastKey.slice(VALUATION_IMAGE_PREFIX.length)) : null;
  return Math.max(now.getTime(), last ? Number(last[1]) + 1 : 0);
}

/**
 * An image uploaded for an order's valuation (spec 02 §5 "Valuation form", §7 "Valuation"): 'Missing order'
 * without the order; only images, known by their first bytes (a text file named .png is refused);
 * within the order's and the member's quotas (valuationImageQuotaError);
 * stored under `valuation-images/{timestamp}-O{orderId}-{field}.{ext}`, the extension from the
 * detected type. The 10 MB cap is the body reader's (it stops reading there).
 */
export function decideValuationImageUpload(
  order: OrderState | undefined,
  field: ValuationImageField,
  bytes: Uint8Array,
  timestamp: number,
  quota: {usage: ValuationImageUsage; rule: ValuationImageQuotaRule},
): Decided<ValuationImageUpload> {
  if (!order?.id) return new DomainError(404, VALUATION_MESSAGES.missingOrder);
  if (bytes.length === 0) return new DomainError(422, VALUATION_IMAGE_MESSAGES.empty, 'NOT_AN_IMAGE');
  const type = detectImageType(bytes);
  if (!type) return new DomainError(422, VALUATION_IMAGE_MESSAGES.notAnImage, 'NOT_AN_IMAGE');
  const overQuota = valuationImageQuotaError(order.id, bytes.length, quota.usage, quota.rule);
  if (overQuota) return overQuota;
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
