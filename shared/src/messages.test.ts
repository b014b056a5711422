import {describe, expect, it} from 'vitest';
import {transferCancelledMessage, transferredMessage} from './messages';

describe('transfer messages', () => {
  it('say one and many right', () => {
    expect(transferredMessage(1)).toBe('1 order has been transferred');
    expect(transferredMessage(2)).toBe('2 orders have been transferred');
    expect(transferredMessage(0)).toBe('0 orders have been transferred');
    expect(transferCancelledMessage(1)).toBe('1 transfer has been cancelled');
    expect(transferCancelledMessage(3)).toBe('3 transfers have been cancelled');
  });
});
