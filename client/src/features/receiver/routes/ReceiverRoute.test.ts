import {describe, expect, it} from 'vitest';
import {reopenQuestion} from './ReceiverRoute';

describe('reopenQuestion', () => {
  it('shows the close reason', () => {
    expect(reopenQuestion('Age')).toBe('This order is closed: Age. Reopen and receive?');
    expect(reopenQuestion('')).toBe('This order is closed: no reason given. Reopen and receive?');
  });
});
