import {act, renderHook} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {useUrlBackedText} from './url-backed-text';

const render = (applied = '') => renderHook(({applied}) => useUrlBackedText(applied), {initialProps: {applied}});

describe('a box whose text the URL keeps', () => {
  it('starts with the URL’s text and takes a text the URL got elsewhere (Back, a link)', () => {
    const box = render('matti');
    expect(box.result.current.text).toBe('matti');
    act(() => box.result.current.setText('mat'));
    box.rerender({applied: 'liisa'});
    expect(box.result.current.text).toBe('liisa');
  });

  it('keeps what was typed after its own write while the URL shows that write', () => {
    const box = render();
    act(() => box.result.current.setText('102429'));
    expect(box.result.current.writes('102429')).toBe(true);
    // The member types the next search before the router has shown the first.
    act(() => box.result.current.setText('102430'));
    box.rerender({applied: '102429'});
    expect(box.result.current.text).toBe('102430');
  });

  it('takes two writes shown at once as both shown, and a later change elsewhere again', () => {
    const box = render();
    box.result.current.writes('ab');
    box.result.current.writes('abc');
    act(() => box.result.current.setText('abcd'));
    box.rerender({applied: 'abc'});
    expect(box.result.current.text).toBe('abcd');
    // Back to the first write: not an echo any more, the box follows.
    box.rerender({applied: 'ab'});
    expect(box.result.current.text).toBe('ab');
  });

  it('writes nothing the URL holds already', () => {
    const box = render('x');
    expect(box.result.current.writes('x')).toBe(false);
    // Nothing pending: the URL coming back to x from elsewhere is followed, not taken as an echo.
    box.rerender({applied: 'y'});
    act(() => box.result.current.setText('z'));
    box.rerender({applied: 'x'});
    expect(box.result.current.text).toBe('x');
  });
});
