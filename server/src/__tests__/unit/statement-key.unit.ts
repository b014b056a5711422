import {Entity, Filter} from '@loopback/repository';
import {statementKeyOf} from '../../repositories/query/read-engine';

const key = (filter: unknown, byId?: unknown) => statementKeyOf(filter as Filter<Entity>, byId);

describe('the key a read statement is kept by (statementKeyOf)', () => {
  it('tells apart filters whose values differ, and keeps one key for the same filter', () => {
    const list = {where: {country: 'finland', isReceived: false}, order: ['orderNumber DESC'], limit: 50};
    expect(key(list)).toBe(key(JSON.parse(JSON.stringify(list))));
    expect(key(list)).not.toBe(key({...list, where: {country: 'sweden', isReceived: false}}));
    expect(key(list)).not.toBe(key({...list, limit: 51}));
    // A key left undefined at the filter's top is a key not given.
    expect(key({...list, skip: undefined})).toBe(key(list));
  });

  it('keeps no statement for a filter its JSON would not tell apart', () => {
    expect(key({where: {createdAt: new Date(0)}})).toBeUndefined();
    expect(key({where: {createdAt: {gt: new Date(0)}}})).toBeUndefined();
    expect(key({where: {firstName: /a/}})).toBeUndefined();
    expect(key({where: {firstName: undefined}})).toBeUndefined();
    expect(key({where: {offer: NaN}})).toBeUndefined();
    expect(key({where: {offer: Infinity}})).toBeUndefined();
    expect(key({where: {id: {inq: [1, undefined]}}})).toBeUndefined();
    expect(key({where: Object.create({id: 1})})).toBeUndefined();
  });

  it('leaves a get by id its id out: every id shares the key of its filter and the type of its id', () => {
    const include = [{relation: 'client'}];
    expect(key({where: {id: 1}, limit: 1, include}, 1)).toBe(key({where: {id: 2}, limit: 1, include}, 2));
    expect(key({where: {id: 1}, limit: 1, include}, 1)).not.toBe(key({where: {id: 1}, limit: 1}, 1));
    expect(key({where: {id: 1}, limit: 1}, 1)).not.toBe(key({where: {id: '1'}, limit: 1}, '1'));
    // Not the key of a list with no where.
    expect(key({where: {id: 1}, limit: 1}, 1)).not.toBe(key({limit: 1}));
  });
});
