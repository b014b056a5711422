import {describe, expect, it} from 'vitest';
import {formatGrams, formatMoney, formatOffer, moneyInput, parseDecimal} from './numbers';

describe('parseDecimal', () => {
  it('reads a comma and a point the same', () => {
    expect(parseDecimal('31,5')).toBe(31.5);
    expect(parseDecimal('31.5')).toBe(31.5);
    expect(parseDecimal(' 31,50 ')).toBe(31.5);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('-2,25')).toBe(-2.25);
    expect(parseDecimal('1 234,5')).toBe(1234.5);
    expect(parseDecimal('1\u00a0234')).toBe(1234);
    expect(parseDecimal('7')).toBe(7);
  });
  it('never reads "31,5" as 315 and refuses what it cannot read for sure', () => {
    expect(parseDecimal('31,5')).not.toBe(315);
    for (const text of ['', ' ', 'abc', '1.234,5', '1,234.5', '3,1,4', '12g', '1e3', '--1', '.', ',']) expect(parseDecimal(text), text).toBeUndefined();
  });
});

describe('formatMoney', () => {
  it('writes each currency as people who pay in it do', () => {
    expect(formatMoney(1234.5, 'EUR').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatMoney('1234.5', 'SEK').replace(/\s/g, ' ')).toBe('1 234,50 kr');
    expect(formatMoney(1234.5, 'GBP')).toBe('£1,234.50');
  });
  it('is empty for no amount', () => {
    expect(formatMoney(null, 'EUR')).toBe('');
    expect(formatMoney('', 'EUR')).toBe('');
    expect(formatMoney('x', 'GBP')).toBe('');
  });
  it("shows an order's offer in euros, with the SEK or GBP offer of Sweden and the UK", () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatOffer({country: 'finland', offer: '100.5'}))).toBe('100,50 €');
    expect(plain(formatOffer({country: 'sweden', offer: 100, sekOffer: 1150}))).toBe('100,00 € / 1 150,00 kr');
    expect(plain(formatOffer({country: 'uk', offer: 100, gbpOffer: '85.25'}))).toBe('100,00 € / £85.25');
    expect(formatOffer({country: 'uk', offer: null, gbpOffer: null})).toBe('');
  });
});

describe('formatGrams', () => {
  it('writes grams with the unit', () => {
    expect(formatGrams(31.5)).toBe('31,5 g');
    expect(formatGrams('12.345', 'uk')).toBe('12.35 g');
    expect(formatGrams(undefined)).toBe('');
  });
});

describe('moneyInput', () => {
  it('writes an amount for a field the way its payers type it, and reads back the same number', () => {
    expect(moneyInput(1234.5, 'EUR')).toBe('1234,50');
    expect(moneyInput('360.5', 'SEK')).toBe('360,50');
    expect(moneyInput(1234.5, 'GBP')).toBe('1234.50');
    expect(parseDecimal(moneyInput(0.1 + 0.2, 'EUR'))).toBe(0.3);
    expect(moneyInput(null, 'EUR')).toBe('');
    expect(moneyInput('', 'GBP')).toBe('');
  });
});
