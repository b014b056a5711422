import {describe, expect, it} from 'vitest';
import {listIdentity, readListState, writeListState, type ListDefaults} from './server-list';

const defaults: ListDefaults<{q: string; active: string}> = {filters: {q: '', active: '1'}, sort: {key: 'createdAt', direction: 'desc'}, pageSize: 25};
const params = (text: string) => new URLSearchParams(text);

describe('list state in the URL', () => {
  it('reads the defaults from a plain address', () => {
    expect(readListState(params(''), defaults)).toEqual({filters: {q: '', active: '1'}, sort: {key: 'createdAt', direction: 'desc'}, page: 0, pageSize: 25});
  });

  it('reads filters, sort, a 1-based page and a page size; junk falls back to the defaults', () => {
    expect(readListState(params('q=matti&active=0&sort=orderNumber&page=3&size=50'), defaults)).toEqual({
      filters: {q: 'matti', active: '0'},
      sort: {key: 'orderNumber', direction: 'asc'},
      page: 2,
      pageSize: 50,
    });
    expect(readListState(params('sort=-city&page=abc&size=7'), defaults)).toMatchObject({sort: {key: 'city', direction: 'desc'}, page: 0, pageSize: 25});
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const state = readListState(params(''), defaults);
    expect(writeListState(params('tab=x'), state, defaults).toString()).toBe('tab=x');
    expect(writeListState(params(''), {...state, filters: {q: 'a b', active: '1'}, page: 1, sort: {key: 'city', direction: 'asc'}}, defaults).toString()).toBe(
      'q=a+b&sort=city&page=2',
    );
  });

  it('gives paging the same identity and a new filter or sort a new one', () => {
    const state = readListState(params(''), defaults);
    expect(listIdentity({...state, page: 4, pageSize: 100})).toBe(listIdentity(state));
    expect(listIdentity({...state, filters: {q: 'x', active: '1'}})).not.toBe(listIdentity(state));
    expect(listIdentity({...state, sort: {key: 'city', direction: 'asc'}})).not.toBe(listIdentity(state));
  });
});
