import {describe, expect, it} from 'vitest';
import {figureText, firstError, initialValuation, newRow, rowFigures, toPayload, totalsLine, type ProductRow} from './valuation-form';

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
      ...initialValuation(),
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

describe('initialValuation', () => {
  it("starts a first valuation empty, with the order's images if it has any", () => {
    expect(initialValuation({valuationImage: null, extraImages: null})).toEqual({
      materialWeight: '',
      packageWeight: '',
      valuationImage: '',
      extraImages: [],
      tellerMessageFromValuation: '',
      products: [],
    });
  });

  it('starts a re-valuation from the previous valuation: weights, products with their in/out-of-deal choices, images, message', () => {
    const values = initialValuation({
      materialWeight: 40,
      packageWeight: '55.5',
      valuationImage: 'valuation-images/1-O2-valuationImage.png',
      extraImages: ['valuation-images/2-O2-extraImages.jpg'],
      tellerMessageFromValuation: 'Ring with stone',
      products: [
        {key: 'a', name: 'Ring', density: 1, weight: 12.345, factor: 30.5, price: 376.52, inDeal: true},
        {key: 'c', name: 'Nugget', density: 'customGold', weight: 1.5, factor: 0, price: 40.55, inDeal: false},
        {key: 'd', name: 'Plate', density: 'other', weight: 2, factor: 0.5, price: 1, inDeal: true},
      ],
    });
    expect(values).toEqual({
      materialWeight: '40',
      packageWeight: '55.5',
      valuationImage: 'valuation-images/1-O2-valuationImage.png',
      extraImages: ['valuation-images/2-O2-extraImages.jpg'],
      tellerMessageFromValuation: 'Ring with stone',
      products: [
        {key: 'a', name: 'Ring', density: '1', weight: '12.345', factor: '', price: '', inDeal: true},
        {key: 'c', name: 'Nugget', density: 'customGold', weight: '1.5', factor: '0', price: '40.55', inDeal: false},
        {key: 'd', name: 'Plate', density: 'other', weight: '2', factor: '0.5', price: '', inDeal: true},
      ],
    });
    // Unchanged, it sends the previous figures again.
    expect(toPayload(values, materials)).toMatchObject({
      materialWeight: 40,
      packageWeight: 55.5,
      price: 418.07,
      goldWeight: 12.345,
      customGoldWeight: 1.5,
      otherWeight: 2,
    });
  });
});

describe('defaults', () => {
  it('a new product line starts with a gold material', () => {
    expect(newRow(materials, 0)).toMatchObject({density: '1', weight: '', inDeal: true});
    expect(newRow([materials[1]], 0)).toMatchObject({density: '2'});
  });

  it("shows no 'Error' for figures nothing was typed for, 'Error' for a typed figure that is not a number", () => {
    expect(figureText(NaN, '')).toBe('');
    expect(figureText('Error', ' ')).toBe('');
    expect(figureText('Error', '1x')).toBe('Error');
    // Euros and grams as written in Finland (Intl's no-break spaces made plain for the comparison).
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(figureText(1234.5, '1234,5'))).toBe('1 234,50 €');
    expect(figureText(12.345, '12,345', 3)).toBe('12,345');
    expect(figureText(1234, '1234', 3)).toBe('1234');
    const empty = initialValuation();
    const fresh = {...empty, products: [row({})]};
    expect(plain(totalsLine(empty, {goldWeight: 0, silverWeight: 0, customGoldWeight: 0, otherWeight: 0, noValueWeight: NaN, price: 0}))).toBe(
      'Gold 0 g, silver 0 g, custom gold 0 g, other 0 g; total 0,00 €',
    );
    const line = totalsLine(fresh, {goldWeight: NaN, silverWeight: 0, customGoldWeight: 0, otherWeight: 0, noValueWeight: NaN, price: NaN});
    expect(line).toBe('Gold - g, silver 0 g, custom gold 0 g, other 0 g; total -');
    expect(line).not.toContain('Error');
  });
});
