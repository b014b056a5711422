import {describe, expect, it} from 'vitest';
import {
  isRevaluation,
  densityCategory,
  factorEditable,
  firstSilverMaterial,
  matchMaterials,
  newProductMaterial,
  valuationChanges,
  priceByHand,
  productPrice,
  roundCents,
  valuationFigures,
  valuationSchema,
  VALUATION_MESSAGES,
} from './valuation';

const materials = [
  {id: 1, name: 'Gold 0.585', price: 30.5, category: 'gold'},
  {id: 2, name: 'Silver 0.925', price: 0.4, category: 'silver'},
  {id: 3, name: 'Plated', price: 0, category: null},
];

describe('roundCents', () => {
  it('rounds half away from zero at the cent boundary, reading the decimal', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(1.004999)).toBe(1);
    expect(roundCents(0.005)).toBe(0.01);
    expect(roundCents(0.0049)).toBe(0);
    expect(roundCents(2.675)).toBe(2.68);
    expect(roundCents(-1.005)).toBe(-1.01);
  });
});

describe('productPrice', () => {
  it('is factor x weight rounded to cents', () => {
    expect(productPrice(30.5, 12.345)).toBe(376.52); // 376.5225
    expect(productPrice(0.1, 0.05)).toBe(0.01); // 0.005 exactly at the boundary
    expect(productPrice(0.1, 0.04)).toBe(0);
    expect(productPrice('30,5', '2')).toBe(61);
  });
  it("is 'Error' while either is not a number", () => {
    expect(productPrice('', 2)).toBe('Error');
    expect(productPrice(2, 'abc')).toBe('Error');
    expect(productPrice(undefined, 2)).toBe('Error');
    expect(productPrice(2, null)).toBe('Error');
    expect(productPrice(NaN, 2)).toBe('Error');
  });
});

describe('densities', () => {
  it('takes the category of the material, or other / customGold', () => {
    expect(densityCategory(1, materials)).toBe('gold');
    expect(densityCategory('2', materials)).toBe('silver');
    expect(densityCategory(3, materials)).toBeNull();
    expect(densityCategory('other', materials)).toBe('other');
    expect(densityCategory('customGold', materials)).toBe('customGold');
    expect(densityCategory(99, materials)).toBeNull();
  });
  it('makes the factor editable for other and customGold, and prices customGold by hand', () => {
    expect(factorEditable('other')).toBe(true);
    expect(factorEditable('customGold')).toBe(true);
    expect(factorEditable(1)).toBe(false);
    expect(priceByHand('customGold')).toBe(true);
    expect(priceByHand('other')).toBe(false);
  });
  it('finds the silver material a new product starts with', () => {
    expect(firstSilverMaterial(materials)?.id).toBe(2);
    expect(firstSilverMaterial(materials.filter(m => m.category !== 'silver'))).toBeUndefined();
    expect(VALUATION_MESSAGES.missingSilverMaterial).toBe('Missing silver material');
  });
});

describe('valuationFigures', () => {
  it('sums gold and silver weights by category, the no-value weight is the rest', () => {
    const figures = valuationFigures(
      [
        {category: 'gold', weight: 10.1, price: 308.05},
        {category: 'gold', weight: 0.2, price: 6.1},
        {category: 'silver', weight: 20, price: 8},
        {category: 'customGold', weight: 1.5, price: 40},
        {category: 'other', weight: 0.7, price: 1},
        {category: null, weight: 3, price: 0},
      ],
      40,
    );
    expect(figures).toEqual({goldWeight: 10.3, silverWeight: 20, customGoldWeight: 1.5, otherWeight: 0.7, noValueWeight: 7.5, price: 363.15});
  });
  it('is zero without products and NaN where a figure is not a number', () => {
    expect(valuationFigures([], 5)).toEqual({goldWeight: 0, silverWeight: 0, customGoldWeight: 0, otherWeight: 0, noValueWeight: 5, price: 0});
    expect(valuationFigures([{category: 'gold', weight: 'x', price: 1}], 5).goldWeight).toBeNaN();
  });
});

describe('valuationSchema', () => {
  const valid = {materialWeight: 5, packageWeight: 6, valuationImage: 'valuation-images/x.png', products: [], price: 0, goldWeight: 0, silverWeight: 0};
  it('takes a valid form', () => {
    expect(valuationSchema.safeParse(valid).success).toBe(true);
  });
  it('requires material and package weight and the image', () => {
    const messages = (input: object) => valuationSchema.safeParse(input).error?.issues.map(i => i.message);
    expect(messages({...valid, materialWeight: undefined})).toEqual(['Material weight is required']);
    expect(messages({...valid, packageWeight: 'x'})).toEqual(['Package weight must be a number']);
    expect(messages({...valid, valuationImage: ' '})).toEqual(['Valuation image is required']);
    expect(messages({...valid, products: [{density: 1, weight: 1, factor: 1}]})).toEqual(['Price is required']);
  });
});

describe('isRevaluation', () => {
  it('is a valued order a teller returned to valuation, and nothing else', () => {
    expect(isRevaluation({isValued: true, returnToValuation: true})).toBe(true);
    expect(isRevaluation({isValued: true, returnToValuation: false})).toBe(false);
    expect(isRevaluation({isValued: false, returnToValuation: true})).toBe(false);
    expect(isRevaluation({isValued: null, returnToValuation: null})).toBe(false);
  });
});

describe('newProductMaterial', () => {
  it('starts a new product line with the first gold material, else the first silver', () => {
    expect(newProductMaterial(materials)?.id).toBe(1);
    expect(newProductMaterial(materials.filter(m => m.category !== 'gold'))?.id).toBe(2);
    expect(newProductMaterial([])).toBeUndefined();
  });
});

describe('matchMaterials', () => {
  const names = (list: {name: string}[]) => list.map(m => m.name);
  const catalogue = [{name: 'Silver 158'}, {name: 'Gold 585'}, {name: 'Gold 0.750'}, {name: 'Silver 925'}, {name: 'Plated 58 look'}];

  it('matches from the start of the fineness first: "58" finds Gold 585 before Silver 158', () => {
    expect(names(matchMaterials(catalogue, '58'))).toEqual(['Gold 585', 'Plated 58 look', 'Silver 158']);
  });

  it('reads a fineness written as a fraction ("0.750") from its digits too', () => {
    expect(names(matchMaterials(catalogue, '75'))).toEqual(['Gold 0.750']);
    expect(names(matchMaterials(catalogue, '0.7'))).toEqual(['Gold 0.750']);
  });

  it('then names and words starting with the text, then the text anywhere; blank keeps every material', () => {
    expect(names(matchMaterials(catalogue, 'go'))).toEqual(['Gold 585', 'Gold 0.750']);
    expect(names(matchMaterials(catalogue, 'look'))).toEqual(['Plated 58 look']);
    expect(names(matchMaterials(catalogue, 'ilv'))).toEqual(['Silver 158', 'Silver 925']);
    expect(names(matchMaterials(catalogue, '  '))).toEqual(names(catalogue));
    expect(matchMaterials(catalogue, 'platinum')).toEqual([]);
  });
});

describe('valuationChanges', () => {
  const previous = {
    materialWeight: 40,
    packageWeight: '55.5',
    valuationImage: 'a.png',
    extraImages: ['x.png'],
    tellerMessageFromValuation: 'Ring with stone',
    products: [
      {key: 'a', name: 'Ring', density: 1, densityName: 'Gold 0.585', weight: 12.345, factor: 30.5, price: 376.52, inDeal: true},
      {key: 'b', name: 'Spoon', density: 2, densityName: 'Silver 0.925', weight: 20, factor: 0.4, price: 8, inDeal: true},
    ],
  };

  it('finds nothing when the re-valuation keeps every value (numbers compared as numbers)', () => {
    expect(valuationChanges(previous, {...previous, packageWeight: 55.5})).toEqual({lines: [], changedKeys: []});
  });

  it('names each changed weight, product, image and message, and the changed products’ keys', () => {
    const next = {
      ...previous,
      materialWeight: 41,
      valuationImage: 'b.png',
      extraImages: [],
      tellerMessageFromValuation: 'Ring',
      products: [
        {...previous.products[0], weight: 12, price: 366, inDeal: false},
        {key: 'c', name: 'Chain', density: 1, densityName: 'Gold 0.585', weight: 1, factor: 30.5, price: 30.5, inDeal: true},
      ],
    };
    expect(valuationChanges(previous, next)).toEqual({
      lines: [
        'Material weight 40 -> 41',
        'Ring: weight 12.345 -> 12, price 376.52 -> 366, now out of the deal',
        'Added Chain',
        'Removed Spoon',
        'Valuation image replaced',
        'Extra images 1 -> 0',
        'Message to teller changed',
      ],
      changedKeys: ['a', 'c'],
    });
  });

  it('names a changed material by its names', () => {
    const next = {...previous, products: [{...previous.products[0], density: 3, densityName: 'Gold 750'}, previous.products[1]]};
    expect(valuationChanges(previous, next).lines).toEqual(['Ring: material Gold 0.585 -> Gold 750']);
  });
});
