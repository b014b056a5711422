import {mentionsBankDetails} from '../../pipeline/bank-details';
import {fingerprintOf, idempotencyKeyOf, INVALID_KEY_MESSAGE} from '../../pipeline/idempotency';

describe('Idempotency-Key rules', () => {
  it('takes 1 to 255 visible ASCII characters, and no header at all', () => {
    expect(idempotencyKeyOf({})).toBeUndefined();
    expect(idempotencyKeyOf({'idempotency-key': '0b5e6a7c-1f2d-4c3b-9a8e-7d6c5b4a3f21'})).toBe('0b5e6a7c-1f2d-4c3b-9a8e-7d6c5b4a3f21');
    expect(idempotencyKeyOf({'idempotency-key': 'x'.repeat(255)})).toHaveLength(255);
    for (const bad of ['', 'x'.repeat(256), 'a b', 'ä', 'tab\tkey']) expect(() => idempotencyKeyOf({'idempotency-key': bad})).toThrow(INVALID_KEY_MESSAGE);
    expect(() => idempotencyKeyOf({'idempotency-key': ['a', 'b']})).toThrow(INVALID_KEY_MESSAGE);
  });

  it('fingerprints the parsed arguments regardless of key order, and tells different ones apart', () => {
    expect(fingerprintOf([1, {a: 1, b: {c: [1, 2], d: 'x'}}])).toBe(fingerprintOf([1, {b: {d: 'x', c: [1, 2]}, a: 1}]));
    expect(fingerprintOf([1, {a: 1}])).not.toBe(fingerprintOf([2, {a: 1}]));
    expect(fingerprintOf([{a: [1, 2]}])).not.toBe(fingerprintOf([{a: [2, 1]}]));
    expect(fingerprintOf([{a: '1'}])).not.toBe(fingerprintOf([{a: 1}]));
    expect(fingerprintOf([{a: 1, b: undefined}])).toBe(fingerprintOf([{a: 1}]));
  });

  it('reads an uploaded body as bytes: fingerprinted by its digest, and naming no bank field, without a walk over every byte', () => {
    const image = Buffer.alloc(10 * 1024 * 1024, 1);
    const other = Buffer.from(image);
    other[other.length - 1] = 2;
    expect(fingerprintOf([5, image])).toBe(fingerprintOf([5, Buffer.from(image)]));
    expect(fingerprintOf([5, image])).not.toBe(fingerprintOf([5, other]));
    // Walked as an object of ten million keys, this took 16 s; as bytes it is not walked at all.
    expect(mentionsBankDetails([5, image])).toBe(false);
  });
});
