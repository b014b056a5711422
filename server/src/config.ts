import path from 'node:path';
import {DEFAULT_BUSINESS_TZ} from '@karat/shared';

/** Everything the server reads from the environment, read once. */
export interface KaratConfig {
  port: number;
  host: string;
  /** postgres://... of a real PostgreSQL; unset: the embedded database in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  businessTz: string;
  initialAdmin?: {username: string; password: string};
  /** Built client to serve at '/', when present. */
  clientDist: string;
  /** Largest JSON body accepted (413 above it). */
  bodyLimit: string;
  /** Other origins whose pages may call the API (CORS); empty: same origin only. */
  corsOrigins: string[];
}

/**
 * CORS_ORIGINS: comma-separated origins (scheme://host[:port]) allowed to call the API from a
 * browser. `*` is refused: the API answers bank details, so every allowed origin is named.
 */
export function parseCorsOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map(o => o.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (origin.includes('*')) throw new Error('CORS_ORIGINS must name each allowed origin; * is not accepted');
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin) {
      throw new Error(`CORS_ORIGINS: '${origin}' is not an origin such as https://karat.example.com (scheme, host and port only)`);
    }
  }
  return origins;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): KaratConfig {
  const root = path.resolve(__dirname, '..', '..');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    businessTz: env.BUSINESS_TZ ?? DEFAULT_BUSINESS_TZ,
    initialAdmin:
      env.INITIAL_ADMIN_USERNAME && env.INITIAL_ADMIN_PASSWORD ? {username: env.INITIAL_ADMIN_USERNAME, password: env.INITIAL_ADMIN_PASSWORD} : undefined,
    clientDist: path.resolve(env.CLIENT_DIST ?? path.join(root, 'client', 'dist')),
    bodyLimit: env.BODY_LIMIT ?? '1mb',
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
  };
}
