import {VALUATION_IMAGE_MESSAGES} from '@karat/shared';
import {
  decideValuation,
  decideValuationImageUpload,
  DomainError,
  nextValuationImageTimestamp,
  valuationImageKeysError,
  valuationImageMemberWindow,
  valuationImageQuotaError,
  type OrderState,
} from '../../domain';

// An upload is an image by its bytes, keyed by the server's clock, the order and the
// field; a valuation save records only keys an upload made for that order and field.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const order: OrderState = {id: 7, isReceived: true, isValued: false};
const T = 1773223200000;
const MB = 1024 * 1024;
const RULE = {memberPerHour: {count: 300, bytes: 2048 * MB}, perOrder: {count: 50, bytes: 300 * MB}};
/** Nothing uploaded yet. */
const ROOM = {usage: {member: {count: 0, bytes: 0}, order: {count: 0, bytes: 0}}, rule: RULE};

describe('nextValuationImageTimestamp', () => {
  it("takes the clock's millisecond, or one after the order's last key when the clock has not passed it", () => {
    const now = new Date(T);
    expect(nextValuationImageTimestamp(now, undefined)).toBe(T);
    expect(nextValuationImageTimestamp(now, `valuation-images/${T - 5}-O7-extraImages.jpg`)).toBe(T);
    expect(nextValuationImageTimestamp(now, `valuation-images/${T}-O7-valuationImage.png`)).toBe(T + 1);
    // A clock set back (another server's, or corrected) still never repeats a key.
    expect(nextValuationImageTimestamp(now, `valuation-images/${T + 40}-O7-valuationImage.png`)).toBe(T + 41);
    expect(nextValuationImageTimestamp(now, 'not a key of ours')).toBe(T);
  });
});

describe('decideValuationImageUpload', () => {
  it("keys an image by the server's timestamp, the order, the field and the detected type", () => {
    expect(decideValuationImageUpload(order, 'valuationImage', PNG, T, ROOM)).toEqual({
      key: `valuation-images/${T}-O7-valuationImage.png`,
      contentType: 'image/png',
    });
    expect(decideValuationImageUpload(order, 'extraImages', JPEG, T, ROOM)).toEqual({
      key: `valuation-images/${T}-O7-extraImages.jpg`,
      contentType: 'image/jpeg',
    });
  });
  it("refuses without an order ('Missing order'), an empty file and what is no image", () => {
    const refusal = (decision: unknown) => [(decision as DomainError).status, (decision as DomainError).message];
    expect(refusal(decideValuationImageUpload(undefined, 'valuationImage', PNG, T, ROOM))).toEqual([404, 'Missing order']);
    expect(refusal(decideValuationImageUpload(order, 'valuationImage', Buffer.alloc(0), T, ROOM))).toEqual([422, VALUATION_IMAGE_MESSAGES.empty]);
    expect(refusal(decideValuationImageUpload(order, 'valuationImage', Buffer.from('a text file named x.png'), T, ROOM))).toEqual([
      422,
      VALUATION_IMAGE_MESSAGES.notAnImage,
    ]);
  });
});

describe('valuationImageQuotaError', () => {
  const none = {count: 0, bytes: 0};
  it('takes an image that fits both quotas, to the last image and the last byte', () => {
    expect(valuationImageQuotaError(7, MB, {member: none, order: none}, RULE)).toBeUndefined();
    expect(valuationImageQuotaError(7, MB, {member: {count: 299, bytes: 2047 * MB}, order: {count: 49, bytes: 299 * MB}}, RULE)).toBeUndefined();
  });
  it("refuses what would pass the order's images with 413, by count or by bytes", () => {
    const full = valuationImageQuotaError(7, MB, {member: none, order: {count: 50, bytes: 100 * MB}}, RULE);
    expect(full).toEqual(new DomainError(413, 'Order 7 has 50 images (100 MB) already; an order takes at most 50 images and 300 MB', 'ORDER_IMAGE_QUOTA'));
    expect(valuationImageQuotaError(7, 2 * MB, {member: none, order: {count: 3, bytes: 299 * MB}}, RULE)?.status).toBe(413);
  });
  it("refuses what would pass the member's hour with 429, by count or by bytes", () => {
    expect(valuationImageQuotaError(7, MB, {member: {count: 300, bytes: 900 * MB}, order: none}, RULE)).toEqual(
      new DomainError(
        429,
        'You uploaded 300 images (900 MB) in the last hour; a member may upload at most 300 images and 2048 MB an hour. Try again later',
        'MEMBER_IMAGE_QUOTA',
      ),
    );
    expect(valuationImageQuotaError(7, 10 * MB, {member: {count: 5, bytes: 2040 * MB}, order: none}, RULE)?.status).toBe(429);
    expect(decideValuationImageUpload(order, 'valuationImage', PNG, T, {...ROOM, usage: {member: {count: 300, bytes: 0}, order: none}})).toMatchObject({
      status: 429,
    });
    expect(valuationImageMemberWindow(new Date('2026-01-01T12:00:00Z'))).toEqual(new Date('2026-01-01T11:00:00Z'));
  });
});

describe('valuationImageKeysError', () => {
  const mine = `valuation-images/${T}-O7-valuationImage.png`;
  const extra = `valuation-images/${T + 1}-O7-extraImages.jpg`;
  it('accepts the keys uploads made for the order and field', () => {
    expect(valuationImageKeysError(order, {valuationImage: mine, extraImages: [extra]})).toBeUndefined();
  });
  it("refuses a typed name, another order's image, and an image of the other field", () => {
    const refused = (images: {valuationImage: string; extraImages?: string[]}) => valuationImageKeysError(order, images)?.message;
    expect(refused({valuationImage: 'ring.jpg'})).toBe('valuationImage ring.jpg was not uploaded for order 7');
    expect(refused({valuationImage: `valuation-images/${T}-O8-valuationImage.png`})).toMatch(/was not uploaded for order 7/);
    expect(refused({valuationImage: extra.replace('extraImages', 'valuationImage'), extraImages: [mine]})).toBe(
      `extraImages ${mine} was not uploaded for order 7`,
    );
  });
  it('keeps the images the order already has (a re-valuation need not upload again)', () => {
    const legacy = {...order, valuationImage: 'legacy/photo-1.jpg', extraImages: ['legacy/photo-2.jpg']};
    expect(valuationImageKeysError(legacy, {valuationImage: 'legacy/photo-1.jpg', extraImages: ['legacy/photo-2.jpg', extra]})).toBeUndefined();
    expect(valuationImageKeysError(legacy, {valuationImage: 'legacy/photo-2.jpg'})?.status).toBe(422);
  });
  it('is asked by the valuation save', () => {
    const form = {materialWeight: 1, packageWeight: 2, valuationImage: 'ring.jpg', extraImages: [], products: [], price: 0, goldWeight: 0, silverWeight: 0};
    expect((decideValuation(order, form, [], 3, new Date()) as DomainError).message).toBe('valuationImage ring.jpg was not uploaded for order 7');
  });
});
