import {VALUATION_IMAGE_MESSAGES} from '@karat/shared';
import {decideValuation, decideValuationImageUpload, DomainError, valuationImageKeysError, type OrderState} from '../../domain';

// An upload is an image by its bytes, keyed by the server's clock, the order and the
// field; a valuation save records only keys an upload made for that order and field.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const order: OrderState = {id: 7, isReceived: true, isValued: false};
const T = 1773223200000;

describe('decideValuationImageUpload', () => {
  it("keys an image by the server's timestamp, the order, the field and the detected type", () => {
    expect(decideValuationImageUpload(order, 'valuationImage', PNG, T)).toEqual({
      key: `valuation-images/${T}-O7-valuationImage.png`,
      contentType: 'image/png',
    });
    expect(decideValuationImageUpload(order, 'extraImages', JPEG, T)).toEqual({key: `valuation-images/${T}-O7-extraImages.jpg`, contentType: 'image/jpeg'});
  });
  it("refuses without an order ('Missing order'), an empty file and what is no image", () => {
    const refusal = (decision: unknown) => [(decision as DomainError).status, (decision as DomainError).message];
    expect(refusal(decideValuationImageUpload(undefined, 'valuationImage', PNG, T))).toEqual([404, 'Missing order']);
    expect(refusal(decideValuationImageUpload(order, 'valuationImage', Buffer.alloc(0), T))).toEqual([422, VALUATION_IMAGE_MESSAGES.empty]);
    expect(refusal(decideValuationImageUpload(order, 'valuationImage', Buffer.from('a text file named x.png'), T))).toEqual([
      422,
      VALUATION_IMAGE_MESSAGES.notAnImage,
    ]);
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
