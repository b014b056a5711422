import {describe, expect, it} from 'vitest';
import {isReportableError} from './error-reporting';

describe('isReportableError', () => {
  it('ignores the two messages the spec names, also inside a longer message', () => {
    expect(isReportableError('Cannot read properties of null (reading send)')).toBe(false);
    expect(isReportableError('TypeError: Cannot read properties of null (reading send)')).toBe(false);
    expect(isReportableError('Connection closed before response received')).toBe(false);
  });

  it('reports every other message, and no empty one', () => {
    expect(isReportableError('Internal Server Error')).toBe(true);
    expect(isReportableError('Cannot read properties of null (reading id)')).toBe(true);
    expect(isReportableError('   ')).toBe(false);
  });
});
