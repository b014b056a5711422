import type {Request, RequestHandler, Response} from 'express';
import type {CorsOptions} from 'cors';
import helmet from 'helmet';
import {QZ_TRAY} from '@karat/shared';

/** QZ Tray's local WebSockets, each host and port its connector tries (CSP has no port ranges). */
export const QZ_TRAY_SOURCES: string[] = QZ_TRAY.hosts.flatMap(host => [
  ...QZ_TRAY.securePorts.map(port => `wss://${host}:${port}`),
  ...QZ_TRAY.insecurePorts.map(port => `ws://${host}:${port}`),
]);

/**
 * The Content-Security-Policy of the app. Scripts only from the app itself: the Vite build has no
 * inline script. Styles also 'unsafe-inline': MUI (emotion) injects <style> tags at run time, and
 * index.html is a static file, so a per-request nonce is not available; scripts stay strict.
 * No upgrade-insecure-requests: the server is also used over plain http (127.0.0.1, the office
 * network), and QZ Tray's insecure ports are ws://.
 */
const APP_DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'", ...QZ_TRAY_SOURCES],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
};

const common = {
  frameguard: {action: 'deny' as const},
  referrerPolicy: {policy: 'no-referrer' as const},
};

/**
 * The headers a helmet middleware writes, found once and then written by one small middleware:
 * ours are constant (no nonce, nothing read from the request), and helmet's chain of a dozen
 * middlewares was a noticeable part of a small API answer's time.
 */
export function fixedHeadersOf(handler: RequestHandler): RequestHandler {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    locals: {},
    setHeader: (name: string, value: string | number | readonly string[]) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  let passed = false;
  handler({headers: {}} as Request, recorder as unknown as Response, () => (passed = true));
  if (!passed) throw new Error('The security headers middleware did not pass the request on');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

const appHeaders = fixedHeadersOf(helmet({...common, contentSecurityPolicy: {useDefaults: false, directives: APP_DIRECTIVES}}));
/** LoopBack's API explorer page starts Swagger UI with an inline script: allowed there only. */
const explorerHeaders = fixedHeadersOf(
  helmet({
    ...common,
    contentSecurityPolicy: {useDefaults: false, directives: {...APP_DIRECTIVES, 'script-src': ["'self'", "'unsafe-inline'"]}},
  }),
);

/** Helmet's browser-facing headers on every answer: the client, the API, its errors. */
export const securityHeaders: RequestHandler = (req, res, next) => (/^\/api\/explorer(\/|$)/.test(req.path) ? explorerHeaders : appHeaders)(req, res, next);

/** API answers hold staff and client data: no browser or proxy may keep them. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * CORS of the API (the request pipeline and LoopBack's handler use the same options). No origins: same
 * origin only, no Access-Control-Allow-Origin for anyone. Listed origins are echoed one by one,
 * never `*`; no credentials (the API takes a bearer token, no cookies).
 */
export function corsOptions(origins: readonly string[]): CorsOptions {
  return {
    origin: origins.length ? [...origins] : false,
    methods: 'GET,HEAD,PUT,PATCH,POST,DELETE',
    allowedHeaders: ['Authorization', 'Content-Type', 'If-Match', 'Idempotency-Key'],
    credentials: false,
    preflightContinue: false,
    optionsSuccessStatus: 204,
    maxAge: 86400,
  };
}
