import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

const sent = vi.hoisted(() => [] as {body: Record<string, unknown>}[]);
vi.mock('./sdk/sdk.gen', () => ({
  reportClientError: async (options: {body: Record<string, unknown>}) => {
    sent.push(options);
    return {data: undefined};
  },
}));

import {tokenStore} from './auth-token';
import {reportError, reportFailedCall, resetReportedErrors, SAME_ERROR_WINDOW_MS} from './error-reporting';

const apiError = (statusCode: number, message: string) => ({error: {statusCode, name: 'Error', message}});

describe("the browser's side of the error-reporting step", () => {
  beforeEach(() => {
    sent.length = 0;
    resetReportedErrors();
    tokenStore.set('token');
  });
  afterEach(() => tokenStore.clear());

  it('reports server faults and unanswered calls, never a 4xx', () => {
    expect(reportFailedCall(apiError(500, 'Internal Server Error'))).toBe(true);
    expect(reportFailedCall(new TypeError('Failed to fetch'))).toBe(true);
    expect(reportFailedCall(apiError(404, 'Cannot find order'))).toBe(false);
    expect(reportFailedCall(apiError(422, 'Please choose event'))).toBe(false);
    expect(sent.map(s => [s.body.message, s.body.status])).toEqual([
      ['Internal Server Error', 500],
      ['Failed to fetch', undefined],
    ]);
    expect(sent[1].body).toMatchObject({type: 'TypeError', url: '/'});
  });

  it('drops the two messages the spec ignores', () => {
    expect(reportError({message: 'Cannot read properties of null (reading send)'})).toBe(false);
    expect(reportFailedCall(new Error('Connection closed before response received'))).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it('sends the same message once a minute, and nothing when signed out', () => {
    const now = Date.now();
    expect(reportError({message: 'Boom'}, now)).toBe(true);
    expect(reportError({message: 'Boom'}, now + 1000)).toBe(false);
    expect(reportError({message: 'Boom'}, now + SAME_ERROR_WINDOW_MS)).toBe(true);
    tokenStore.clear();
    expect(reportError({message: 'Other'}, now)).toBe(false);
    expect(sent).toHaveLength(2);
  });
});
