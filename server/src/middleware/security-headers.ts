import type {RequestHandler} from 'express';
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

const appHeaders = helmet({...common, contentSecurityPolicy: {useDefaults: false, directives: APP_DIRECTIVES}});
/** LoopBack's API explorer page starts Swagger UI with an inline script: allowed there only. */
const explorerHeaders = helmet({
  ...common,
  contentSecurityPolicy: {useDefaults: false, directives: {...APP_DIRECTIVES, 'script-src': ["'self'", "'unsafe-inline'"]}},
});

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
