import {createHash} from 'node:crypto';
import {LIMITS, MESSAGES} from '@karat/shared';
import {decideQzSignature, DomainError, isQzTrayRequest, qzSigningWindow} from '../../domain';

const hash = createHash('sha256').update('{"call":"print","params":{},"timestamp":1}').digest('hex');

describe('decideQzSignature', () => {
  it("takes QZ Tray's own requests: a call's SHA-256 hex, or a call message", () => {
    expect(isQzTrayRequest(hash)).toBe(true);
    expect(isQzTrayRequest(JSON.stringify({call: 'printers.find', params: {query: null}, timestamp: 1764201600000, uid: 'x1y2z3'}))).toBe(true);
    expect(isQzTrayRequest(JSON.stringify({call: 'printers.getDefault', timestamp: 1764201600000}))).toBe(true);
    expect(decideQzSignature(hash, 0)).toEqual({request: hash});
  });

  it.each([
    'hello',
    `${hash}0`,
    `${hash} `,
    'null',
    '"print"',
    JSON.stringify({call: 'print', params: {}, timestamp: 1, signature: 'x'}),
    JSON.stringify({call: '', params: {}, timestamp: 1}),
    JSON.stringify({call: 'print', params: {}, timestamp: 1.5}),
    JSON.stringify({call: 'print', params: {}, timestamp: -1}),
    JSON.stringify({call: 'print', params: {}, timestamp: 1, uid: 'NOT A UID'}),
  ])('refuses %j with 400', request => {
    expect(decideQzSignature(request, 0)).toEqual(new DomainError(400, MESSAGES.qzSignNotQzRequest, 'NOT_A_QZ_REQUEST'));
  });

  it(`refuses the ${LIMITS.qzSignaturesPerMemberPerMinute + 1}th signature of a minute with 429`, () => {
    expect(decideQzSignature(hash, LIMITS.qzSignaturesPerMemberPerMinute - 1)).toEqual({request: hash});
    expect(decideQzSignature(hash, LIMITS.qzSignaturesPerMemberPerMinute)).toEqual(new DomainError(429, MESSAGES.qzSignRateLimit, 'QZ_SIGN_RATE'));
    expect(qzSigningWindow(new Date('2026-01-01T12:00:00Z'))).toEqual(new Date('2026-01-01T11:59:00Z'));
  });
});
