/**
 * Valuation images (spec 02 §5 "Valuation form", §7 "Valuation"): which files are
 * images (by their first bytes, never by their name or declared type), the size cap, the storage
 * key `valuation-images/{timestamp}-O{orderId}-{field}.{ext}` and the check that a key the
 * valuation save is given was made by an upload for that order and that field.
 */

/** The order fields an upload is for: the required valuation image and the optional extra images. */
export const VALUATION_IMAGE_FIELDS = ['valuationImage', 'extraImages'] as const;
export type ValuationImageField = (typeof VALUATION_IMAGE_FIELDS)[number];

/** 10 MB: a phone photo is 2-6 MB. */
export const VALUATION_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const VALUATION_IMAGE_PREFIX = 'valuation-images/';

export const VALUATION_IMAGE_MESSAGES = {
  notAnImage: 'Only image files are accepted (JPEG, PNG, WebP or HEIC)',
  tooLarge: 'The image is larger than 10 MB',
  empty: 'The image file is empty',
  notFound: 'Image not found',
  notUploadedFor: (field: string, key: string, orderId: number) => `${field} ${key} was not uploaded for order ${orderId}`,
  memberQuota: (used: ImageQuotaUse, quota: ImageQuotaUse) =>
    `You uploaded ${used.count} images (${megabytes(used.bytes)} MB) in the last hour; a member may upload at most ${quota.count} images ` +
    `and ${megabytes(quota.bytes)} MB an hour. Try again later`,
  orderQuota: (orderId: number, used: ImageQuotaUse, quota: ImageQuotaUse) =>
    `Order ${orderId} has ${used.count} images (${megabytes(used.bytes)} MB) already; an order takes at most ${quota.count} images ` +
    `and ${megabytes(quota.bytes)} MB`,
} as const;

/** How many images and how many bytes: used so far, or allowed. */
export interface ImageQuotaUse {
  count: number;
  bytes: number;
}

/** Megabytes as the messages show them: whole ones, a part of one rounded up. */
const megabytes = (bytes: number) => Math.ceil(bytes / (1024 * 1024));

export interface ImageType {
  ext: 'jpg' | 'png' | 'webp' | 'heic' | 'heif';
  contentType: string;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** HEIC: HEVC-coded image brands; HEIF: the general image brands (ISO/IEC 23008-12). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'mif2']);

/**
 * The image type of a file by its first bytes: JPEG (FF D8 FF), PNG (its 8-byte signature), WebP
 * (RIFF....WEBP) and HEIC/HEIF (an ISO BMFF `ftyp` box whose major brand is an image brand);
 * undefined for anything else, whatever the file is called.
 */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return {ext: 'jpg', contentType: 'image/jpeg'};
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return {ext: 'png', contentType: 'image/png'};
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return {ext: 'webp', contentType: 'image/webp'};
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (HEIC_BRANDS.has(brand)) return {ext: 'heic', contentType: 'image/heic'};
    if (HEIF_BRANDS.has(brand)) return {ext: 'heif', contentType: 'image/heif'};
  }
  return undefined;
}

/** The storage key of an upload: the server's clock (milliseconds), the order, the field, the detected type. */
export function valuationImageKey(timestamp: number, orderId: number, field: ValuationImageField, ext: ImageType['ext']): string {
  return `${VALUATION_IMAGE_PREFIX}${timestamp}-O${orderId}-${field}.${ext}`;
}

/** A key's file name (what follows `valuation-images/`) as an upload makes it. */
export const VALUATION_IMAGE_FILE = /^(\d{1,16})-O(\d{1,12})-(valuationImage|extraImages)\.(jpg|png|webp|heic|heif)$/;

/** Whether `key` is one an upload made for this order and this field. */
export function isValuationImageKeyOf(key: string, orderId: number, field: ValuationImageField): boolean {
  if (!key.startsWith(VALUATION_IMAGE_PREFIX)) return false;
  const match = VALUATION_IMAGE_FILE.exec(key.slice(VALUATION_IMAGE_PREFIX.length));
  return Boolean(match && Number(match[2]) === orderId && match[3] === field);
}
