import {isRevaluation, VALUATION_MESSAGES} from '@karat/shared';
import {decideValuation, decideValuationBoomerang, DomainError, valuationLookupError, type OrderState} from '../../domain';

// Valuation: the prompt's checks in the spec's order, and the save's recomputed figures.
const NOW = new Date('2026-03-11T10:00:00Z');
const materials = [
  {id: 1, name: 'Gold 0.585', price: 30.5, category: 'gold'},
  {id: 2, name: 'Silver 0.925', price: '0.4', category: 'silver'},
];
const received: OrderState = {id: 7, isReceived: true, closed: false, isBoomerang: false, isValued: false, returnToValuation: false};
const form = (partial: object = {}) => ({
  materialWeight: 10,
  packageWeight: 12,
  valuationImage: 'valuation-images/1773223200000-O7-valuationImage.png',
  extraImages: [],
  products: [
    {density: 1, weight: 0.05, factor: 30.5, price: 1.53}, // 1.525 -> 1.53
    {density: 2, weight: 1.25, factor: 0.4, price: 0.5},
    {density: 'other' as const, weight: 0.1, factor: 0.05, price: 0.01}, // 0.005 -> 0.01
  ],
  price: 2.04,
  goldWeight: 0.05,
  silverWeight: 1.25,
  ...partial,
});
const message = (decision: unknown) => (decision as DomainError).message;

describe('valuationLookupError', () => {
  it('asks in the order of the spec', () => {
    expect(message(valuationLookupError(undefined))).toBe('Cannot find order');
    expect(message(valuationLookupError(undefined, 'JJFI123456789'))).toBe('Cannot find order: JJFI123456789');
    expect(message(valuationLookupError({...received, isReceived: false, closed: true}))).toBe('Package is not received');
    expect(message(valuationLookupError({...received, closed: true, isBoomerang: true}))).toBe('Package is closed');
    expect(message(valuationLookupError({...received, isBoomerang: true, isValued: true}))).toBe('Package is marked as boomerang');
    expect(message(valuationLookupError({...received, isValued: true}))).toBe('Order is already valuated');
    expect(valuationLookupError({...received, isValued: true, returnToValuation: true})).toBeUndefined();
    expect(valuationLookupError(received)).toBeUndefined();
    expect(isRevaluation({...received, isValued: true, returnToValuation: true})).toBe(true);
    expect(isRevaluation(received)).toBe(false);
  });
});

describe('decideValuation', () => {
  it('sets the first valuation with the recomputed figures', () => {
    const change = decideValuation(received, form(), materials, 3, NOW);
    expect(change).toMatchObject({isValued: true, valuatorId: 3, valuationDate: NOW, price: 2.04, goldWeight: 0.05, silverWeight: 1.25, otherWeight: 0.1});
    expect(change).not.toHaveProperty('reValuatorId');
    expect((change as {products: {category: string; densityName: string}[]}).products.map(p => [p.category, p.densityName])).toEqual([
      ['gold', 'Gold 0.585'],
      ['silver', 'Silver 0.925'],
      ['other', 'Other'],
    ]);
  });
  it('a re-valuation clears returnToValuation and records the re-valuator', () => {
    const change = decideValuation({...received, isValued: true, returnToValuation: true, valuatorId: 9}, form(), materials, 3, NOW);
    expect(change).toMatchObject({returnToValuation: false, isRevaluated: true, reValuatorId: 3, reValuationDate: NOW});
    expect(change).not.toHaveProperty('valuatorId');
  });
  it('refuses disagreeing figures at the cent boundary', () => {
    const products = form().products;
    expect(
      message(decideValuation(received, form({products: [{...products[0], price: 1.52}, products[1], products[2]], price: 2.03}), materials, 3, NOW)),
    ).toBe(VALUATION_MESSAGES.figureDisagrees('products[0].price', 1.52, 1.53));
    expect(message(decideValuation(received, form({products: [products[0], products[1], {...products[2], price: 0}]}), materials, 3, NOW))).toBe(
      VALUATION_MESSAGES.figureDisagrees('products[2].price', 0, 0.01),
    );
    expect(message(decideValuation(received, form({silverWeight: 1.26}), materials, 3, NOW))).toBe(
      VALUATION_MESSAGES.figureDisagrees('silverWeight', 1.26, 1.25),
    );
    expect(message(decideValuation(received, form({materialWeight: 1}), materials, 3, NOW))).toBe(VALUATION_MESSAGES.weightsExceedMaterial);
  });
  it('prices customGold by hand (in cents) and needs a silver material for products', () => {
    const custom = {density: 'customGold' as const, weight: 2, factor: 0, price: 99.99};
    expect(decideValuation(received, form({products: [custom], price: 99.99, goldWeight: 0, silverWeight: 0}), materials, 3, NOW)).toMatchObject({
      customGoldWeight: 2,
    });
    expect(message(decideValuation(received, form({products: [custom], price: 99.99, goldWeight: 0, silverWeight: 0}), [materials[0]], 3, NOW))).toBe(
      'Missing silver material',
    );
  });
  it('refuses an order the prompt refuses', () => {
    expect(message(decideValuation({...received, isValued: true}, form(), materials, 3, NOW))).toBe('Order is already valuated');
    expect((decideValuation(undefined, form(), materials, 3, NOW) as DomainError).status).toBe(404);
  });
});

describe('decideValuationBoomerang', () => {
  it('closes as a boomerang, after the prompt checks', () => {
    expect(decideValuationBoomerang(received, 3, NOW)).toMatchObject({closed: true, isBoomerang: true, closeMethod: 'boomerang', closerId: 3, closeDate: NOW});
    expect(message(decideValuationBoomerang({...received, closed: true}, 3, NOW))).toBe('Package is closed');
  });
});
