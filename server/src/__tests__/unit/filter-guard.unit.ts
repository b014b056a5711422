import {LIMITS} from '@karat/shared';
import {Client, Material, Member, Order} from '../../models';
import {coerceWhere, guardAnswerSize, guardFilter, guardListCost, guardWhere, narrowFilter, narrowWhere} from '../../repositories/query/filter-guard';
import {diffRecords} from '../../services/audit.service';
import {allows, MEMBER, PUBLIC} from '../../authorization/role-matrix';
import {hasPattern} from '../../repositories/query/read-engine';
import {parseOrderSearch} from '@karat/shared';

describe('coerceWhere', () => {
  it('converts values to their property types, inside operators, lists and and/or', () => {
    expect(
      coerceWhere(Order, {
        and: [{closed: 'true'}, {isReceived: 'false'}, {or: [{id: '4'}, {id: {inq: [1, '2']}}]}],
        offer: {gte: '100.5'},
        createdAt: {between: ['2020-01-22T15:15:30Z', '2021-01-01T00:00:00Z']},
        city: {ilike: '%turku%'},
        zip: 20100,
        closeDate: null,
      }),
    ).toEqual({
      and: [{closed: true}, {isReceived: false}, {or: [{id: 4}, {id: {inq: [1, 2]}}]}],
      offer: {gte: 100.5},
      createdAt: {between: [new Date('2020-01-22T15:15:30Z'), new Date('2021-01-01T00:00:00Z')]},
      city: {ilike: '%turku%'},
      zip: '20100',
      closeDate: null,
    });
  });

  it('leaves an absent where absent', () => {
    expect(coerceWhere(Order, undefined)).toBeUndefined();
  });
});

describe('guardFilter', () => {
  it('applies the 1000 cap when no limit is given, only at the top level', () => {
    expect(guardFilter(Material, undefined)).toEqual({limit: 1000});
    expect(guardFilter(Order, {include: [{relation: 'client', scope: {where: {city: 'Turku'}}}]})).toEqual({
      limit: 1000,
      include: [{relation: 'client', scope: {where: {city: 'Turku'}}}],
    });
  });

  it('gives a to-many include its own row limit per record: the default when none is given, at most the cap', () => {
    expect(guardFilter(Client, {include: ['orders']})).toEqual({limit: 1000, include: [{relation: 'orders', scope: {limit: LIMITS.maxIncludedRows}}]});
    expect(guardFilter(Client, {include: [{relation: 'orders', scope: {limit: 5, order: ['id DESC']}}]})).toEqual({
      limit: 1000,
      include: [{relation: 'orders', scope: {limit: 5, order: ['id DESC']}}],
    });
    expect(() => guardFilter(Client, {include: [{relation: 'orders', scope: {limit: LIMITS.maxIncludedRows + 1}}]})).toThrow(
      expect.objectContaining({statusCode: 400, message: expect.stringMatching(/^include orders: at most 100 related rows per record/)}),
    );
    // A to-one include keeps no limit of its own.
    expect(guardFilter(Order, {include: ['client']})).toEqual({limit: 1000, include: ['client']});
  });

  it('counts every include level in the cost: a to-many include its rows per record, each with their own includes', () => {
    const cost = (model: typeof Client | typeof Order, filter: object) => guardListCost(model, guardFilter(model, filter));
    expect(cost(Order, {limit: 100, include: ['client', 'caller']})).toBe(100 * 3);
    expect(cost(Client, {limit: 10, include: ['orders']})).toBe(10 * (1 + LIMITS.maxIncludedRows));
    expect(cost(Client, {limit: 10, include: [{relation: 'orders', scope: {limit: 20, include: ['client', 'caller']}}]})).toBe(10 * (1 + 20 * 3));
    expect(() => cost(Client, {include: ['orders']})).toThrow(expect.objectContaining({statusCode: 400}));
    expect(() => cost(Client, {limit: 20, include: [{relation: 'orders', scope: {include: ['client', 'caller']}}]})).toThrow(
      expect.objectContaining({message: expect.stringMatching(/^The list asks for too much at once: 20 rows with 300 related records each/)}),
    );
  });

  it('refuses an answer larger than one read may send', () => {
    expect(guardAnswerSize('[]')).toBe('[]');
    expect(() => guardAnswerSize(`"${'x'.repeat(LIMITS.maxAnswerBytes)}"`)).toThrow(expect.objectContaining({statusCode: 400}));
  });

  it.each(['constructor', '__proto__', 'toString'])('takes a relation named %s for an unknown one', name => {
    expect(() => guardFilter(Client, {include: [name]})).toThrow(expect.objectContaining({statusCode: 400, message: `Unknown relation: ${name}`}));
  });

  it('keeps a valid filter as it is', () => {
    const filter = {
      where: {and: [{country: 'finland'}, {createdAt: {gt: '2020-01-22T15:15:30Z'}}]},
      order: ['createdAt DESC'],
      limit: 50,
      skip: 100,
      fields: ['id', 'orderNumber'],
    };
    expect(guardFilter(Order, filter)).toEqual(filter);
  });

  it.each([
    [{limit: 1001}],
    [{limit: 1.5}],
    [{order: 'createdAt SIDEWAYS'}],
    [{order: ['password']}],
    [{fields: ['nope']}],
    [{where: {nope: 1}}],
    [{where: {or: []}}],
    [{where: {name: ['a', 'b']}}],
    [{where: {id: {inq: 'x'}}}],
    [{where: {id: {between: [1]}}}],
    [{where: {name: 'a\u0000b'}}],
    [{include: 'nope'}],
    [{include: [{relation: 'client', scope: {}, extra: 1}]}],
    [[]],
    ['text'],
  ])('refuses %j', filter => {
    const model = 'name' in (((filter as {where?: object}).where ?? {}) as object) ? Member : Order;
    expect(() => guardFilter(model, filter)).toThrow(expect.objectContaining({statusCode: 400}));
  });

  it('checks value types against the property type', () => {
    expect(() => guardWhere(Order, {isReceived: 'true'})).not.toThrow();
    expect(() => guardWhere(Order, {isReceived: 'yes'})).toThrow();
    expect(() => guardWhere(Order, {offer: '12.50'})).not.toThrow();
    expect(() => guardWhere(Order, {offer: '12,50'})).toThrow();
    expect(() => guardWhere(Order, {id: {inq: [1, 2, '3']}})).not.toThrow();
  });
});

describe('diffRecords', () => {
  it('keeps only changed fields, comparing dates by instant', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(diffRecords({a: 1, b: at, c: 'x'}, {a: 2, b: new Date(at), c: 'x'})).toEqual({changedFields: ['a'], before: {a: 1}, after: {a: 2}});
    expect(diffRecords(null, {a: 1})).toEqual({changedFields: ['a'], before: null, after: {a: 1}});
  });
});

describe('allows', () => {
  it('reads public, member and role lists, denying what is not named', () => {
    expect(allows(PUBLIC, [], false)).toBe(true);
    expect(allows(MEMBER, [], false)).toBe(false);
    expect(allows(MEMBER, [], true)).toBe(true);
    expect(allows(['admin', 'payer'], ['payer'], true)).toBe(true);
    expect(allows(['admin'], ['payer'], true)).toBe(false);
    expect(allows([], ['admin'], true)).toBe(false);
    expect(allows(undefined, ['admin'], true)).toBe(false);
  });
});

describe('coerceWhere and eq', () => {
  it('writes {eq: v} as v, as juggler does, so null is IS NULL', () => {
    expect(coerceWhere(Order, {id: {eq: '4'}, closeDate: {eq: null}, and: [{city: {eq: 'Turku'}}]})).toEqual({id: 4, closeDate: null, and: [{city: 'Turku'}]});
  });
});

describe('hasPattern', () => {
  it('finds a pattern operator at any depth, and nothing else', () => {
    expect(hasPattern(parseOrderSearch('turku'))).toBe(true);
    expect(hasPattern({and: [{closed: false}, {or: [{id: 1}, {city: {nilike: '%x%'}}]}]})).toBe(true);
    expect(hasPattern({zip: {nlike: '20%'}})).toBe(true);
    expect(hasPattern({country: 'finland', isReceived: false, createdAt: {gt: new Date()}, id: {inq: [1, 2]}})).toBe(false);
    expect(hasPattern({city: 'like'})).toBe(false);
    expect(hasPattern(undefined)).toBe(false);
  });
});

describe('narrowFilter: a filter of a member who may read only some properties', () => {
  const visible = ['id', 'name', 'isActive'];
  it('answers the visible properties only, of those asked for', () => {
    expect(narrowFilter(undefined, visible)).toEqual({fields: visible});
    expect(narrowFilter({where: {name: 'x'}, order: ['name ASC'], limit: 5}, visible)).toEqual({
      where: {name: 'x'},
      order: ['name ASC'],
      limit: 5,
      fields: visible,
    });
    expect(narrowFilter({fields: ['name', 'phone']}, visible)).toEqual({fields: ['name']});
    expect(narrowFilter({fields: {phone: true}}, visible)).toEqual({fields: ['id']});
    expect(narrowFilter({fields: {isActive: false}}, visible)).toEqual({fields: ['id', 'name']});
  });
  it('refuses a where, order or include on anything else (400)', () => {
    for (const filter of [{where: {phone: 'x'}}, {where: {and: [{name: 'a'}, {or: [{buyerCommission: 1}]}]}}, {order: 'phone DESC'}, {include: ['orders']}])
      expect(() => narrowFilter(filter, visible)).toThrow(/hidden property|include/);
    expect(() => narrowWhere({buyerCommission: {gt: 1}}, visible)).toThrow('Unknown or hidden property in filter: buyerCommission');
    expect(narrowWhere({or: [{name: 'a'}, {isActive: true}]}, visible)).toEqual({or: [{name: 'a'}, {isActive: true}]});
  });
});
