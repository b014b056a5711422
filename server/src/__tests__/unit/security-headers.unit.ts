import http from 'node:http';
import net from 'node:net';
import type {Request, RequestHandler, Response} from 'express';
import helmet from 'helmet';
import {fixedHeadersOf} from '../../middleware/security-headers';

/** The headers a middleware leaves on a fresh answer that had `X-Powered-By`, and whether it passed the request on. */
function headersAfter(handler: RequestHandler) {
  const req = new http.IncomingMessage(new net.Socket());
  const res = new http.ServerResponse(req);
  res.setHeader('X-Powered-By', 'Express');
  let passed = false;
  handler(req as Request, res as unknown as Response, () => (passed = true));
  return {headers: res.getHeaders(), passed};
}

describe('fixed security headers (fixedHeadersOf)', () => {
  it.each([
    ['the defaults', {}],
    ['a policy of our own', {frameguard: {action: 'deny' as const}, contentSecurityPolicy: {useDefaults: false, directives: {'default-src': ["'self'"]}}}],
  ])('writes what helmet writes, with %s', (_name, options) => {
    const expected = headersAfter(helmet(options));
    const fixed = headersAfter(fixedHeadersOf(helmet(options)));
    expect(fixed).toEqual(expected);
    expect(fixed.passed).toBe(true);
    expect(fixed.headers['x-powered-by']).toBeUndefined();
    expect(Object.keys(fixed.headers).length).toBeGreaterThan(5);
  });

  it('refuses a middleware that answers on its own, at the start', () => {
    expect(() => fixedHeadersOf((_req, res) => res.setHeader('X-Answered', 'yes'))).toThrow(/did not pass the request on/);
  });
});
