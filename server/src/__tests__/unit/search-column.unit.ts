import {ParameterizedSQL} from 'loopback-connector';
import {ORDER_FREE_TEXT_FIELDS, parseOrderSearch} from '@karat/shared';
import {Order} from '../../models';
import {asksSearchColumn, SearchColumn, searchColumnOf, searchConditionSql, walksNewest} from '../../repositories/query/search-column';

const search = searchColumnOf(Order)!;

// Writes a leaf as the connector would, enough to read the statement: "field ILIKE ?" or "field = ?".
const buildWhere = (_model: string, where: object) => {
  const [[key, value]] = Object.entries(where);
  const [op, operand] = value && typeof value === 'object' ? Object.entries(value)[0] : ['=', value];
  return new ParameterizedSQL(`${key} ${op.toUpperCase()} ?`, [operand]);
};

const sql = (where: object) => {
  const {sql: text, params} = searchConditionSql(buildWhere, 'Order', search, where);
  return {text, params};
};

describe('the search column', () => {
  it('is the order free-text fields, walked newest first', () => {
    expect(search).toEqual<SearchColumn>({column: 'searchtext', fields: ORDER_FREE_TEXT_FIELDS, newest: ['createdAt', 'id']});
  });

  it('answers a free word (every field, same pattern) with one LIKE, keeping the order number of a numeric word', () => {
    expect(sql(parseOrderSearch('Turku'))).toEqual({text: '(("searchtext" LIKE lower(?)))', params: ['%Turku%']});
    expect(sql(parseOrderSearch('20100'))).toEqual({text: '(("searchtext" LIKE lower(?)) OR (orderNumber = ?))', params: ['%20100%', 20100]});
    expect(sql(parseOrderSearch('turku isReceived:false 100%'))).toEqual({
      text: '(((("searchtext" LIKE lower(?)))) AND (isReceived = ?) AND ((("searchtext" LIKE lower(?)))))',
      params: ['%turku%', false, '%100\\%%'],
    });
  });

  it('keeps a one-field search and asks the column too, so the index can find it', () => {
    expect(sql({city: {ilike: '%turku%'}, country: 'finland'})).toEqual({
      text: '(city ILIKE ? AND "searchtext" LIKE lower(?)) AND country = ?',
      params: ['%turku%', '%turku%', 'finland'],
    });
    // Four of the five fields are not a free word: each asks the column itself.
    const four = ORDER_FREE_TEXT_FIELDS.slice(1).map(field => ({[field]: {ilike: '%a%'}}));
    expect(sql({or: four}).text).toBe(`(${four.map(c => `((${Object.keys(c)[0]} ILIKE ? AND "searchtext" LIKE lower(?)))`).join(' OR ')})`);
  });

  it('leaves patterns the column cannot answer as they are', () => {
    const group = (pattern: string) => ({or: ORDER_FREE_TEXT_FIELDS.map(field => ({[field]: {ilike: pattern}}))});
    // Own wildcards, an empty or non-contains pattern, the separator, a case-sensitive like, two operators.
    for (const pattern of ['%a%b%', '%a_b%', '%%', 'a%', '%a', '%a\u001fb%', '%a\\%']) {
      expect(asksSearchColumn(search, group(pattern))).toBe(false);
      expect(sql(group(pattern)).text).not.toContain('searchtext');
    }
    expect(asksSearchColumn(search, {or: ORDER_FREE_TEXT_FIELDS.map(field => ({[field]: {like: '%a%'}}))})).toBe(false);
    expect(asksSearchColumn(search, {city: {ilike: '%a%', nilike: '%b%'}})).toBe(false);
    expect(asksSearchColumn(search, {clientId: 4, closeReason: {ilike: '%a%'}})).toBe(false);
    // Escaped wildcards are literal text: the column answers them.
    expect(asksSearchColumn(search, group('%50\\%\\_off\\\\%'))).toBe(true);
  });

  it('answers groups with different patterns apart, and a group mixed with other clauses where its first clause was', () => {
    const where = {or: [{id: 1}, ...ORDER_FREE_TEXT_FIELDS.map(f => ({[f]: {ilike: '%a%'}})), ...ORDER_FREE_TEXT_FIELDS.map(f => ({[f]: {ilike: '%b%'}}))]};
    expect(sql(where)).toEqual({text: '((id = ?) OR ("searchtext" LIKE lower(?)) OR ("searchtext" LIKE lower(?)))', params: [1, '%a%', '%b%']});
  });

  it('finds groups at any depth', () => {
    expect(sql({and: [{closed: false}, {or: [{isPaid: true}, parseOrderSearch('kuja')]}]}).text).toBe(
      '((closed = ?) AND (((isPaid = ?) OR ((("searchtext" LIKE lower(?)))))))',
    );
  });

  it('walks newest first only in its own order', () => {
    expect(walksNewest(search, ['createdAt DESC', 'id DESC'])).toBe(true);
    expect(walksNewest(search, [' createdat  desc ', 'ID DESC'])).toBe(true);
    expect(walksNewest(search, ['createdAt DESC'])).toBe(false);
    expect(walksNewest(search, ['createdAt ASC', 'id ASC'])).toBe(false);
    expect(walksNewest(search, ['createdAtX DESC', 'id DESC'])).toBe(false);
    expect(walksNewest(search, 'createdAt DESC')).toBe(false);
  });
});
