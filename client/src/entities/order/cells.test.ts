import {ORDER_LIST_COLUMNS} from '@karat/shared';
import {describe, expect, it} from 'vitest';
import {orderCellText} from './cells';

const column = (key: string) => ORDER_LIST_COLUMNS.find(c => c.key === key)!;

describe('orderCellText', () => {
  it('shows the status label from the flags', () => {
    expect(orderCellText(column('status'), {isReceived: true, welcomeCallDone: true})).toBe('Received');
    expect(orderCellText(column('status'), {})).toBe('Waiting packager');
  });

  it('formats by the configured format', () => {
    expect(orderCellText(column('country'), {country: 'finland'})).toBe('Finland');
    expect(orderCellText(column('team'), {team: 'malaga-sweden'})).toBe('Malaga Sweden');
    expect(orderCellText(column('offer'), {offer: 12.5, country: 'finland'}).replace(/\s/g, ' ')).toBe('12,50 €');
    expect(orderCellText(column('offer'), {offer: 100, country: 'uk', gbpOffer: 85.25}).replace(/\s/g, ' ')).toBe('100,00 € / £85.25');
    expect(orderCellText(column('price'), {price: 1234.5}).replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(orderCellText(column('goldWeight'), {goldWeight: 31.5, country: 'sweden'})).toBe('31,5 g');
    expect(orderCellText(column('silverWeight'), {silverWeight: 2.25, country: 'uk'})).toBe('2.25 g');
    expect(orderCellText(column('isBoomerang'), {isBoomerang: false})).toBe('No');
    expect(orderCellText(column('createdAt'), {createdAt: '2020-01-22T15:15:30.000Z'})).toMatch(/^22\.1\.2020 17:15 \(\d+ years ago\)$/);
    expect(orderCellText(column('city'), {city: null})).toBe('');
  });
});
