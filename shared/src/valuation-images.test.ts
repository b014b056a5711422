import {describe, expect, it} from 'vitest';
import {detectImageType, isValuationImageKeyOf, valuationImageKey, VALUATION_IMAGE_MAX_BYTES} from './valuation-images';

const bytes = (hex: string, text = '') => new Uint8Array([...Buffer.from(hex.replace(/ /g, ''), 'hex'), ...Buffer.from(text)]);
const ftyp = (brand: string) => new Uint8Array([0, 0, 0, 24, ...Buffer.from(`ftyp${brand}`), 0, 0, 0, 0, ...Buffer.from('mif1heic')]);

describe('detectImageType', () => {
  it('knows JPEG, PNG, WebP, HEIC and HEIF by their first bytes', () => {
    expect(detectImageType(bytes('ffd8ffe0 00104a46'))).toEqual({ext: 'jpg', contentType: 'image/jpeg'});
    expect(detectImageType(bytes('89504e47 0d0a1a0a 0000000d'))).toEqual({ext: 'png', contentType: 'image/png'});
    expect(detectImageType(new Uint8Array([...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')]))).toEqual({ext: 'webp', contentType: 'image/webp'});
    expect(detectImageType(ftyp('heic'))).toEqual({ext: 'heic', contentType: 'image/heic'});
    expect(detectImageType(ftyp('mif1'))).toEqual({ext: 'heif', contentType: 'image/heif'});
  });

  it('refuses text, PDFs, other ISO media (an MP4) and truncated signatures, whatever their name', () => {
    expect(detectImageType(new TextEncoder().encode('not really a png'))).toBeUndefined();
    expect(detectImageType(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
    expect(detectImageType(ftyp('isom'))).toBeUndefined();
    expect(detectImageType(bytes('89504e47 0d0a1a'))).toBeUndefined();
    expect(detectImageType(new TextEncoder().encode('RIFF1234WAVE'))).toBeUndefined();
    expect(detectImageType(new Uint8Array())).toBeUndefined();
  });
});

describe('valuation image keys', () => {
  it('are valuation-images/{timestamp}-O{orderId}-{field}.{ext}', () => {
    expect(valuationImageKey(1773223200000, 42, 'valuationImage', 'png')).toBe('valuation-images/1773223200000-O42-valuationImage.png');
    expect(valuationImageKey(1773223200001, 42, 'extraImages', 'jpg')).toBe('valuation-images/1773223200001-O42-extraImages.jpg');
  });

  it('belong to the order and field the upload named, and to nothing else', () => {
    const key = valuationImageKey(1773223200000, 42, 'valuationImage', 'png');
    expect(isValuationImageKeyOf(key, 42, 'valuationImage')).toBe(true);
    expect(isValuationImageKeyOf(key, 4, 'valuationImage')).toBe(false);
    expect(isValuationImageKeyOf(key, 142, 'valuationImage')).toBe(false);
    expect(isValuationImageKeyOf(key, 42, 'extraImages')).toBe(false);
    expect(isValuationImageKeyOf('ring.jpg', 42, 'valuationImage')).toBe(false);
    expect(isValuationImageKeyOf('payment-xmls/1-O42-valuationImage.png', 42, 'valuationImage')).toBe(false);
    expect(isValuationImageKeyOf('valuation-images/1-O42-valuationImage.png/../x', 42, 'valuationImage')).toBe(false);
    expect(isValuationImageKeyOf('valuation-images/1-O42-valuationImage.exe', 42, 'valuationImage')).toBe(false);
  });

  it('caps an image at 10 MB', () => {
    expect(VALUATION_IMAGE_MAX_BYTES).toBe(10_485_760);
  });
});
