import {act, renderHook} from '@testing-library/react';
import type {ChangeEvent} from 'react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {useListSearch} from './list-search';

describe('useListSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows what is typed at once, starts again from the first page, and queries after the pause', () => {
    const paging = {reset: vi.fn()};
    const {result} = renderHook(() => useListSearch(paging));
    act(() => result.current.field.onChange({target: {value: 'matti'}} as ChangeEvent<HTMLInputElement>));
    expect(result.current.field.value).toBe('matti');
    expect(paging.reset).toHaveBeenCalledTimes(1);
    expect(result.current.debounced).toBe('');
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.debounced).toBe('matti');
  });
});
