import fs from 'node:fs';
import path from 'node:path';
import {COUNTRIES, DEFAULT_BUSINESS_TZ, type Country} from '@karat/shared';
import type {PostalAddress} from './documents/document-types';
import {readStorageConfig, type StorageConfig} from './adapters/storage/storage.adapter';
import {isValidIban} from '@karat/shared/teller';
import type {PayerAccounts} from './payments';

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
  /** The documents (issue 15 item 5): return addresses and the key of the signed document links. */
  documents: DocumentsConfig;
  /** QZ Tray's signing key and certificate (issue 15 item 6); unset: QZ Tray asks the operator. */
  qz: QzConfig;
  /** Where valuation images and payment files are kept: DATA_DIR/files, or S3 (S3_BUCKET...). */
  storage: StorageConfig;
  /** The company's accounts the Finnish and Swedish payment files pay from (PAYER_FINLAND_*, PAYER_SWEDEN_*). */
  payerAccounts: PayerAccounts;
}

export interface DocumentsConfig {
  /** The sender of the carrier label and the letterhead of the invoice and the letter, per order country. */
  returnAddresses: Record<Country, PostalAddress>;
  /** HMAC key of the signed document links; unset: generated once into DATA_DIR/document-link.secret. */
  linkSecret?: string;
  /** Where the generated key is kept when none is configured. */
  linkSecretFile: string;
  /** false: uncompressed PDFs, whose texts tests can read; not an environment variable. */
  compressPdf?: boolean;
}

export interface QzConfig {
  privateKey?: string;
  certificate?: string;
}

export const DEFAULT_RETURN_ADDRESS = 'Karat Oy|PL 100|00101 HELSINKI|FINLAND';

/**
 * A return address from the environment: its lines separated by `|` (or new lines), the first the
 * company's name: `Karat Oy|PL 100|00101 HELSINKI|FINLAND`.
 */
export function parsePostalAddress(value: string, variable: string): PostalAddress {
  const [name, ...lines] = value
    .split(/\||\n/)
    .map(line => line.trim())
    .filter(Boolean);
  if (!name || lines.length === 0) throw new Error(`${variable} needs a name and at least one address line, separated by |: ${DEFAULT_RETURN_ADDRESS}`);
  return {name, lines};
}

/** RETURN_ADDRESS for every country, RETURN_ADDRESS_FINLAND, _SWEDEN and _UK for one. */
export function readReturnAddresses(env: NodeJS.ProcessEnv): Record<Country, PostalAddress> {
  const fallback = parsePostalAddress(env.RETURN_ADDRESS || DEFAULT_RETURN_ADDRESS, 'RETURN_ADDRESS');
  const entries = COUNTRIES.map(country => {
    const variable = `RETURN_ADDRESS_${country.toUpperCase()}`;
    return [country, env[variable] ? parsePostalAddress(env[variable]!, variable) : fallback] as const;
  });
  return Object.fromEntries(entries) as Record<Country, PostalAddress>;
}

/** A PEM given in the environment itself, or in the file another variable names. */
function pemFromEnv(env: NodeJS.ProcessEnv, variable: string): string | undefined {
  if (env[variable]) return env[variable]!.replace(/\\n/g, '\n');
  const file = env[`${variable}_FILE`];
  if (!file) return undefined;
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${variable}_FILE: cannot read ${file}: ${(error as Error).message}`);
  }
}

/** QZ_PRIVATE_KEY(_FILE) and QZ_CERTIFICATE(_FILE): both or neither. */
export function readQzConfig(env: NodeJS.ProcessEnv): QzConfig {
  const privateKey = pemFromEnv(env, 'QZ_PRIVATE_KEY');
  const certificate = pemFromEnv(env, 'QZ_CERTIFICATE');
  if (Boolean(privateKey) !== Boolean(certificate))
    throw new Error('QZ Tray signing needs both QZ_PRIVATE_KEY and QZ_CERTIFICATE (or their _FILE forms), or neither');
  return {privateKey, certificate};
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

/** Demo defaults (documented in the README): valid test IBANs of ../shared/data/PAYMENTS.md, not real accounts. */
export const DEFAULT_PAYER_ACCOUNTS: PayerAccounts = {
  finland: {name: 'Karat Oy', iban: 'FI1410093000123458', bic: 'NDEAFIHH'},
  sweden: {name: 'Karat AB', iban: 'SE3550000000054910000003', bic: 'ESSESESS'},
};

const BIC = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** PAYER_FINLAND_NAME, _IBAN, _BIC and PAYER_SWEDEN_NAME, _IBAN, _BIC; each unset: the demo default. Checked at start. */
export function readPayerAccounts(env: NodeJS.ProcessEnv): PayerAccounts {
  const read = (country: 'finland' | 'sweden') => {
    const prefix = `PAYER_${country.toUpperCase()}`;
    const fallback = DEFAULT_PAYER_ACCOUNTS[country];
    const name = (env[`${prefix}_NAME`] || fallback.name).trim();
    const iban = (env[`${prefix}_IBAN`] || fallback.iban).replace(/\s/g, '').toUpperCase();
    const bic = (env[`${prefix}_BIC`] || fallback.bic).trim().toUpperCase();
    if (!name || name.length > 140) throw new Error(`${prefix}_NAME: 1 to 140 characters`);
    if (!isValidIban(iban)) throw new Error(`${prefix}_IBAN is not a valid IBAN: ${iban}`);
    if (!BIC.test(bic)) throw new Error(`${prefix}_BIC is not a BIC (8 or 11 letters and digits): ${bic}`);
    return {name, iban, bic};
  };
  return {finland: read('finland'), sweden: read('sweden')};
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): KaratConfig {
  const root = path.resolve(__dirname, '..', '..');
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(root, 'data'));
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    businessTz: env.BUSINESS_TZ ?? DEFAULT_BUSINESS_TZ,
    initialAdmin:
      env.INITIAL_ADMIN_USERNAME && env.INITIAL_ADMIN_PASSWORD ? {username: env.INITIAL_ADMIN_USERNAME, password: env.INITIAL_ADMIN_PASSWORD} : undefined,
    clientDist: path.resolve(env.CLIENT_DIST ?? path.join(root, 'client', 'dist')),
    bodyLimit: env.BODY_LIMIT ?? '1mb',
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    documents: {
      returnAddresses: readReturnAddresses(env),
      linkSecret: env.DOCUMENT_LINK_SECRET || undefined,
      linkSecretFile: path.join(dataDir, 'document-link.secret'),
    },
    qz: readQzConfig(env),
    storage: readStorageConfig(dataDir, env),
    payerAccounts: readPayerAccounts(env),
  };
}
