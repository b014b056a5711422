import {LIMITS} from '@karat/shared';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {addNotice, MAX_NOTICES, NotificationProvider, useNotify, type Notify} from './Notifications';

describe('addNotice', () => {
  it('shows at most MAX_NOTICES: the oldest success goes first, then the oldest error', () => {
    let list: ReturnType<typeof addNotice> = [];
    for (let i = 1; i <= 3; i++) list = addNotice(list, 'error', `E${i}`, i);
    list = addNotice(list, 'success', 'S1', 4);
    list = addNotice(list, 'error', 'E4', 5);
    expect(list.map(n => n.text)).toEqual(['E1', 'E2', 'E3', 'E4']);
    list = addNotice(list, 'error', 'E5', 6);
    expect(list.map(n => n.text)).toEqual(['E2', 'E3', 'E4', 'E5']);
    expect(MAX_NOTICES).toBe(4);
  });

  it('counts an identical notice up instead of stacking it; another text or kind is its own', () => {
    let list = addNotice([], 'error', 'Internal Server Error', 1);
    list = addNotice(list, 'error', 'Internal Server Error', 2);
    list = addNotice(list, 'error', 'Order is already closed', 3);
    list = addNotice(list, 'success', 'Internal Server Error', 4);
    expect(list.map(n => [n.kind, n.text, n.count])).toEqual([
      ['error', 'Internal Server Error', 2],
      ['error', 'Order is already closed', 1],
      ['success', 'Internal Server Error', 1],
    ]);
  });
});

describe('NotificationProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function mount() {
    let notify: Notify | undefined;
    function Grab() {
      notify = useNotify();
      return null;
    }
    render(
      <NotificationProvider>
        <Grab />
      </NotificationProvider>,
    );
    return notify!;
  }

  it('keeps an error until it is dismissed, shows repeats as one with the count, and lets a success go', () => {
    const notify = mount();
    act(() => {
      notify.error('Internal Server Error');
      notify.error('Internal Server Error');
      notify.success('Saved!');
    });
    expect(screen.getAllByRole('alert').map(alert => alert.textContent)).toEqual(['Internal Server Error×2', 'Saved!']);
    expect(screen.getByLabelText('2 times')).toBeTruthy();

    act(() => vi.advanceTimersByTime(LIMITS.notificationMs * 10));
    expect(screen.getAllByRole('alert').map(alert => alert.textContent)).toEqual(['Internal Server Error×2']);

    fireEvent.click(screen.getByRole('button', {name: 'Close'}));
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});
