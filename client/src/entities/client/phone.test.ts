import {describe, expect, it} from 'vitest';
import {telHref} from './phone';

describe('telHref', () => {
  it('dials the international form however the phone is written', () => {
    expect(telHref('358401234567')).toBe('tel:+358401234567');
    expect(telHref('+358 40 123 4567')).toBe('tel:+358401234567');
    expect(telHref('00358-40-1234567')).toBe('tel:+358401234567');
    expect(telHref('040 123 4567', 'finland')).toBe('tel:+358401234567');
    expect(telHref('070-123 45 67', 'sweden')).toBe('tel:+46701234567');
  });

  it('keeps a national number of an unknown country national, and has nothing to dial without digits', () => {
    expect(telHref('040 123 4567')).toBe('tel:0401234567');
    expect(telHref('')).toBeUndefined();
    expect(telHref(null)).toBeUndefined();
    expect(telHref('n/a')).toBeUndefined();
  });
});
