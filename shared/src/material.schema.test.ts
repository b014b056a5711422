import {describe, expect, it} from 'vitest';
import {materialSchema} from './material.schema';

describe('materialSchema', () => {
  it('accepts gold, silver or no category', () => {
    for (const category of ['gold', 'silver', null, undefined]) {
      expect(materialSchema.safeParse({name: 'Au 585', price: 33.5, category}).success).toBe(true);
    }
  });
  it('rejects another category', () => {
    expect(materialSchema.safeParse({name: 'Pt', price: 1, category: 'platinum'}).success).toBe(false);
  });
  it('requires a name and a numeric price', () => {
    expect(materialSchema.safeParse({name: '', price: 1}).error?.issues[0].message).toBe('Name is required');
    expect(materialSchema.safeParse({name: 'Au', price: '1'}).success).toBe(false);
    expect(materialSchema.safeParse({name: 'Au'}).success).toBe(false);
  });
});
