import {LIMITS} from '@karat/shared';
import {RequestsInFlight, TOO_MANY_AT_ONCE} from '../../pipeline/requests-in-flight';

describe('RequestsInFlight', () => {
  it('lets a member have LIMITS.maxRequestsPerMember requests in flight, refuses the next with 429, and counts each member apart', () => {
    const inFlight = new RequestsInFlight();
    const leaves = Array.from({length: LIMITS.maxRequestsPerMember}, () => inFlight.enter(1));
    expect(() => inFlight.enter(1)).toThrow(TOO_MANY_AT_ONCE);
    expect(() => inFlight.enter(1)).toThrow(expect.objectContaining({statusCode: 429}));
    const other = inFlight.enter(2);
    leaves[0]();
    const again = inFlight.enter(1);
    expect(() => inFlight.enter(1)).toThrow(TOO_MANY_AT_ONCE);
    again();
    other();
  });

  it('frees a place once, however often an answer ends', () => {
    const inFlight = new RequestsInFlight();
    const leaves = Array.from({length: LIMITS.maxRequestsPerMember}, () => inFlight.enter(1));
    leaves[0]();
    leaves[0]();
    inFlight.enter(1);
    expect(() => inFlight.enter(1)).toThrow(TOO_MANY_AT_ONCE);
  });
});
