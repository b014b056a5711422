import {DEFAULT_BUSINESS_TZ} from '@karat/shared';
import {describe, expect, it} from 'vitest';
import {BUSINESS_TZ, formatTime} from './clock';

describe('the client clock', () => {
  it('is the server default business time zone', () => {
    expect(BUSINESS_TZ).toBe(DEFAULT_BUSINESS_TZ);
  });
  it('writes a scan time as HH:mm:ss in Helsinki, in winter and in summer', () => {
    expect(formatTime('2025-02-05T09:04:05Z')).toBe('11:04:05');
    expect(formatTime(new Date('2025-07-01T21:30:00Z'))).toBe('00:30:00');
    expect(formatTime('nonsense')).toBe('');
  });
});
