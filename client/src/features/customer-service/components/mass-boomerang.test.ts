import {MESSAGES} from '@karat/shared';
import {describe, expect, it, vi} from 'vitest';
import {checkBoomerangBarCode} from './mass-boomerang';

describe('checkBoomerangBarCode', () => {
  it('refuses a code already in the list without asking the server', async () => {
    const find = vi.fn();
    expect(await checkBoomerangBarCode(['A1'], 'A1', find)).toBe(MESSAGES.alreadyAdded);
    expect(find).not.toHaveBeenCalled();
  });

  it('refuses an unknown code and a closed order', async () => {
    expect(await checkBoomerangBarCode([], 'NONE', async () => null)).toBe(MESSAGES.cannotFindOrder);
    expect(await checkBoomerangBarCode([], 'C1', async () => ({closed: true}))).toBe(MESSAGES.alreadyClosed);
    expect(await checkBoomerangBarCode([], 'C1', async () => ({closed: false, isReceived: true}))).toBe(MESSAGES.receivedNotBoomerang);
  });

  it('accepts an open order', async () => {
    const find = vi.fn(async () => ({closed: false}));
    expect(await checkBoomerangBarCode(['A1'], 'B2', find)).toBeNull();
    expect(find).toHaveBeenCalledWith('B2');
  });
});
