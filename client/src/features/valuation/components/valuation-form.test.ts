import {describe, expect, it} from 'vitest';
import {emptyValuation, firstError, rowFigures, toPayload, type ProductRow} from './valuation-form';

const materials = [
  {id: 1, name: 'Gold 0.585', price: 30.5, category: 'gold'},
  {id: 2, name: 'Silver 0.925', price: 0.4, category: 'silver'},
];
const row = (partial: Partial<ProductRow>): ProductRow => ({key: 'k', name: '', density: '1', weight: '', factor: '', price: '', inDeal: true, ...partial});

describe('valuation form', () => {
  it("prices a material's row with its factor, 'Error' while the weight is not a number", () => {
    expect(rowFigures(row({weight: '12,345'}), materials)).toMatchObject({category: 'gold', factor: 30.5, price: 376.52});
    expect(rowFigures(row({weight: 'x'}), materials).price).toBe('Error');
    expect(rowFigures(row({density: 'other', weight: '2', factor: ''}), materials).price).toBe('Error');
    expect(rowFigures(row({density: 'other', weight: '0.1', factor: '0,05'}), materials)).toMatchObject({category: 'other', price: 0.01});
    expect(rowFigures(row({density: 'customGold', weight: '2', factor: '1', price: '99,5'}), materials)).toMatchObject({category: 'customGold', price: 99.5});
  });
  it('builds the body with the sums by category and shows the first error', () => {
    const values = {
      ...emptyValuation(),
      materialWeight: '40',
      packageWeight: '50',
      valuationImage: 'valuation-images/a.png',
      products: [row({weight: '10'}), row({key: 's', density: '2', weight: '20'})],
    };
    const payload = toPayload(values, materials);
    expect(payload).toMatchObject({price: 313, goldWeight: 10, silverWeight: 20, customGoldWeight: 0, otherWeight: 0});
    expect(firstError(payload)).toBeUndefined();
    expect(firstError(toPayload({...values, materialWeight: ''}, materials))).toBe('Material weight is required');
    expect(firstError(toPayload({...values, materialWeight: '20'}, materials))).toBe('The products weigh more than the material weight');
    expect(firstError(toPayload({...values, valuationImage: ''}, materials))).toBe('Valuation image is required');
  });
});

describe('emptyValuation', () => {
  it("starts a re-valuation with the order's images and a first valuation with none", () => {
    expect(emptyValuation({valuationImage: 'valuation-images/1-O2-valuationImage.png', extraImages: ['valuation-images/2-O2-extraImages.jpg']})).toMatchObject({
      valuationImage: 'valuation-images/1-O2-valuationImage.png',
      extraImages: ['valuation-images/2-O2-extraImages.jpg'],
    });
    expect(emptyValuation({valuationImage: null, extraImages: null})).toMatchObject({valuationImage: '', extraImages: []});
  });
});
