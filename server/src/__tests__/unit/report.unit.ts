import {materialRows, type AcceptedMaterialGroup} from '../../domain';

const group = (partial: Partial<AcceptedMaterialGroup>): AcceptedMaterialGroup => ({
  density: '1',
  material: 'Gold 585',
  category: 'gold',
  fineness: 0.585,
  customFactor: null,
  grossWeight: 10,
  productCount: 1,
  ...partial,
});

describe('the accepted-offers rows of materials', () => {
  it('weighs a material net by its fineness, and knows no net without one', () => {
    expect(materialRows([group({}), group({density: '2', material: 'Mystery', fineness: null, grossWeight: 3})])).toEqual([
      {material: 'Gold 585', category: 'gold', fineness: 0.585, grossWeight: 10, netWeight: 5.85, productCount: 1},
      {material: 'Mystery', category: 'gold', fineness: null, grossWeight: 3, netWeight: null, productCount: 1},
    ]);
  });

  it('adds custom gold of every typed factor into one row, each weighed by its own factor', () => {
    const rows = materialRows([
      group({density: 'customGold', material: null, fineness: null, customFactor: 0.75, grossWeight: 4, productCount: 2}),
      group({density: 'customGold', material: null, fineness: null, customFactor: 0.5, grossWeight: 2.5, productCount: 1}),
    ]);
    expect(rows).toEqual([{material: 'Custom gold', category: 'gold', fineness: null, grossWeight: 6.5, netWeight: 4.25, productCount: 3}]);
    const unknown = materialRows([group({density: 'customGold', customFactor: 0.75}), group({density: 'customGold', customFactor: null, grossWeight: 1})]);
    expect(unknown[0]).toMatchObject({grossWeight: 11, netWeight: null});
  });

  it('names other items, and a line of a material known by no name by its id', () => {
    expect(materialRows([group({density: 'other', material: null, category: null, fineness: null})])[0].material).toBe('Other items');
    expect(materialRows([group({density: '9', material: null})])[0].material).toBe('Material 9');
  });
});
