import {act, renderHook} from '@testing-library/react';
import {useState} from 'react';
import {describe, expect, it} from 'vitest';
import {readOrderSearch, useOrderSearch} from './search';

/** The search over a list filter held in state (the list keeps it in the URL). */
function useSearchOver(initial: string) {
  const [applied, setApplied] = useState(initial);
  return {...useOrderSearch(applied, setApplied), applied};
}

describe('readOrderSearch', () => {
  it('answers the shared where', () => {
    expect(readOrderSearch('country:finland createdAt:gt:2020-01-22T15:15:30')).toEqual({
      where: {and: [{country: 'finland'}, {createdAt: {gt: '2020-01-22T15:15:30.000Z'}}]},
    });
    expect(readOrderSearch('  ')).toEqual({where: {}});
  });

  it('answers the explanation instead of throwing', () => {
    expect(readOrderSearch('colour:red').error).toMatch(/^Unknown search key: colour/);
    expect(readOrderSearch('createdAt:gt:yesterday').error).toBe('createdAt must be a UTC date like 2020-01-22T15:15:30');
  });
});

describe('useOrderSearch', () => {
  it('applies nothing while typing, then the text on apply', () => {
    const {result} = renderHook(() => useSearchOver(''));
    expect(result.current.where).toEqual({});
    act(() => result.current.setText('country:sweden'));
    expect(result.current.where).toEqual({});
    let applied = false;
    act(() => {
      applied = result.current.apply();
    });
    expect(applied).toBe(true);
    expect(result.current.where).toEqual({country: 'sweden'});
    expect(result.current.applied).toBe('country:sweden');
    expect(result.current.error).toBeNull();
  });

  it('keeps the last good search and shows the explanation for a bad one', () => {
    const {result} = renderHook(() => useSearchOver('country:uk'));
    expect(result.current.text).toBe('country:uk');
    expect(result.current.where).toEqual({country: 'uk'});
    act(() => result.current.setText('country:mars'));
    let applied = true;
    act(() => {
      applied = result.current.apply();
    });
    expect(applied).toBe(false);
    expect(result.current.error).toBe('country must be one of: finland, sweden, uk');
    expect(result.current.where).toEqual({country: 'uk'});
    // Typing again clears the explanation.
    act(() => result.current.setText('country:'));
    expect(result.current.error).toBeNull();
  });

  it('asks nothing for a bad search in the address', () => {
    const {result} = renderHook(() => useSearchOver('nope:1'));
    expect(result.current.where).toBeNull();
    expect(result.current.error).toMatch(/^Unknown search key: nope/);
  });
});
