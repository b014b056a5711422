import {DEFAULT_JOBS_CONFIG, type JobsConfig} from './jobs/job-runner';
import fs from 'node:fs';
import path from 'node:path';
import {bankText, COUNTRIES, DEFAULT_BUSINESS_TZ, type CallbackPhones, type Country} from '@karat/shared';
import type {PostalAddress} from './documents/document-types';
import {readStorageConfig, type StorageConfig} from './adapters/storage/storage.adapter';
import {isValidIban, normalizeIban} from '@karat/shared/teller';
import type {PainDebtor, PayerAccounts, UkFees} from './payments';

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
  /** The documents: return addresses and the key of the signed document links. */
  documents: DocumentsConfig;
  /** QZ Tray's signing key and certificate (printing); unset: QZ Tray asks the operator. */
  qz: QzConfig;
  /** Where valuation images and payment files are kept: DATA_DIR/files, or S3 (S3_BUCKET...). */
  storage: StorageConfig;
  /** The company's accounts the Finnish and Swedish payment files pay from (PAYER_FINLAND_*, PAYER_SWEDEN_*). */
  payerAccounts: PayerAccounts;
  /** Who pays the UK transfer fee, and whether the bank files would pay from the demo accounts. */
  payment: PaymentSettings;
  /** How much a member may upload in an hour, and an order hold, of valuation images. */
  valuationImageQuota: ValuationImageQuota;
  /** The numbers the teller's no-answer SMS gives to call back on, per country (CALLBACK_PHONE_*). */
  callbackPhones: CallbackPhones;
  /** Whether this process runs the background jobs (JOBS=off: it only queues them) and how often it asks. */
  jobs: JobsConfig;
  /** Connections this process keeps to PostgreSQL at most (DB_POOL_SIZE); the embedded database has one. */
  dbPoolSize: number;
  /**
   * Which proxies in front are believed about the client's address (X-Forwarded-For), as Express's
   * 'trust proxy' takes it (TRUST_PROXY: a number of hops, or addresses and CIDRs); unset: none.
   * The login throttle counts per address: behind a proxy, unset, every member shares the proxy's.
   */
  trustProxy?: number | string;
}

/** Counts and bytes of valuation images: per member in the last hour, per order in all (README "Configuration"). */
export interface ValuationImageQuota {
  memberPerHour: {count: number; bytes: number};
  perOrder: {count: number; bytes: number};
}

const MB = 1024 * 1024;

/**
 * A valuer values at most a few dozen orders an hour, each with its valuation image and a few
 * extra ones (phone photos of 2-6 MB, some taken again): 300 images and 2 GB an hour leave a busy
 * desk room and stop a loop that fills the disk. An order's images, re-valuations included, stay
 * far below 50 and 300 MB.
 */
export const DEFAULT_VALUATION_IMAGE_QUOTA: ValuationImageQuota = {
  memberPerHour: {count: 300, bytes: 2048 * MB},
  perOrder: {count: 50, bytes: 300 * MB},
};

/**
 * VALUATION_IMAGES_PER_MEMBER_HOUR, VALUATION_IMAGE_MB_PER_MEMBER_HOUR, VALUATION_IMAGES_PER_ORDER
 * and VALUATION_IMAGE_MB_PER_ORDER: whole numbers above 0; each unset, its default.
 */
export function readValuationImageQuota(env: NodeJS.ProcessEnv): ValuationImageQuota {
  const read = (variable: string, fallback: number) => {
    const value = env[variable]?.trim();
    if (!value) return fallback;
    if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value)))
      throw new Error(`${variable} must be a whole number above 0: ${env[variable]}`);
    return Number(value);
  };
  const {memberPerHour, perOrder} = DEFAULT_VALUATION_IMAGE_QUOTA;
  return {
    memberPerHour: {
      count: read('VALUATION_IMAGES_PER_MEMBER_HOUR', memberPerHour.count),
      bytes: read('VALUATION_IMAGE_MB_PER_MEMBER_HOUR', memberPerHour.bytes / MB) * MB,
    },
    perOrder: {count: read('VALUATION_IMAGES_PER_ORDER', perOrder.count), bytes: read('VALUATION_IMAGE_MB_PER_ORDER', perOrder.bytes / MB) * MB},
  };
}

/** How batches are made beside the accounts (README "Configuration"). */
export interface PaymentSettings {
  /** Who pays the UK transfer fee (PAYER_UK_FEES): the company (default) or the seller. */
  ukFees: UkFees;
  /** The XML countries whose account is the demo default (no PAYER_<COUNTRY>_IBAN of the company's own). */
  demoAccounts: {finland: boolean; sweden: boolean};
  /** NODE_ENV=production: a bank file is never made from a demo account (409 with the reason). */
  refuseDemoAccounts: boolean;
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {ukFees: 'company', demoAccounts: {finland: true, sweden: true}, refuseDemoAccounts: false};

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
  finland: {name: 'Karat Oy', iban: 'FI1410093000123458', bic: 'NDEAFIHH', street: 'PL 100', postcode: '00101', town: 'HELSINKI'},
  sweden: {name: 'Karat AB', iban: 'SE3550000000054910000003', bic: 'ESSESESS', street: 'Box 100', postcode: '111 20', town: 'STOCKHOLM'},
};

const BIC = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/**
 * PAYER_FINLAND_ and PAYER_SWEDEN_ NAME, IBAN, BIC, STREET, POSTCODE, TOWN and INITIATOR_ID; each
 * unset: the demo default (no initiator id). Checked at start: a valid IBAN, a BIC of the IBAN's
 * country (letters 5-6), texts the banks take as they are (bankText changes nothing) and within
 * the file's lengths (name 70, street 70, postcode 16, town 35, initiator id 35).
 */
export function readPayerAccounts(env: NodeJS.ProcessEnv): PayerAccounts {
  const read = (country: 'finland' | 'sweden'): PainDebtor => {
    const prefix = `PAYER_${country.toUpperCase()}`;
    const fallback = DEFAULT_PAYER_ACCOUNTS[country];
    const bankTextOf = (suffix: string, value: string, max: number) => {
      const text = value.trim().replace(/\s+/g, ' ');
      if (!text || Array.from(text).length > max) throw new Error(`${prefix}_${suffix}: 1 to ${max} characters`);
      if (bankText(text) !== text)
        throw new Error(`${prefix}_${suffix} holds characters the banks do not take (a-z, 0-9, / - ? : ( ) . , ' + space, å ä ö é ü): ${text}`);
      return text;
    };
    const name = bankTextOf('NAME', env[`${prefix}_NAME`] || fallback.name, 70);
    const iban = normalizeIban(env[`${prefix}_IBAN`] || fallback.iban);
    const bic = (env[`${prefix}_BIC`] || fallback.bic).trim().toUpperCase();
    if (!isValidIban(iban)) throw new Error(`${prefix}_IBAN is not a valid IBAN: ${iban}`);
    if (!BIC.test(bic)) throw new Error(`${prefix}_BIC is not a BIC (8 or 11 letters and digits): ${bic}`);
    // A BIC of another country than the account's is a typo or another account's bank.
    if (bic.slice(4, 6) !== iban.slice(0, 2)) throw new Error(`${prefix}_BIC ${bic} is of country ${bic.slice(4, 6)}, the IBAN of ${iban.slice(0, 2)}`);
    const street = bankTextOf('STREET', env[`${prefix}_STREET`] || fallback.street!, 70);
    const postcode = bankTextOf('POSTCODE', env[`${prefix}_POSTCODE`] || fallback.postcode!, 16);
    const town = bankTextOf('TOWN', env[`${prefix}_TOWN`] || fallback.town!, 35);
    const initiatorId = env[`${prefix}_INITIATOR_ID`]?.trim() ? bankTextOf('INITIATOR_ID', env[`${prefix}_INITIATOR_ID`]!, 35) : undefined;
    return {name, iban, bic, street, postcode, town, ...(initiatorId ? {initiatorId} : {})};
  };
  return {finland: read('finland'), sweden: read('sweden')};
}

/** PAYER_UK_FEES: who pays the UK transfer fee, `company` (default: the seller receives the offer) or `seller`. */
export function readUkFees(env: NodeJS.ProcessEnv): UkFees {
  const value = (env.PAYER_UK_FEES || 'company').trim().toLowerCase();
  if (value !== 'company' && value !== 'seller') throw new Error(`PAYER_UK_FEES is company or seller: ${env.PAYER_UK_FEES}`);
  return value;
}

/**
 * Demo numbers from the ranges kept for fiction (Sweden's PTS 08-465 004 xx, Ofcom's 020 7946 0xxx;
 * Finland's a Helsinki number of the same kind): set the real ones in production.
 */
export const DEFAULT_CALLBACK_PHONES: CallbackPhones = {finland: '+358 9 4245 0100', sweden: '+46 8 465 004 00', uk: '+44 20 7946 0000'};

/** CALLBACK_PHONE_FINLAND, _SWEDEN and _UK: the number as the client should read it (+, digits, spaces, dashes); unset, the demo's. */
export function readCallbackPhones(env: NodeJS.ProcessEnv): CallbackPhones {
  const entries = COUNTRIES.map(country => {
    const variable = `CALLBACK_PHONE_${country.toUpperCase()}`;
    const value = env[variable]?.trim();
    if (value && !/^\+?[0-9][0-9 -]{4,22}[0-9]$/.test(value))
      throw new Error(`${variable} must be a phone number (+, digits, spaces, dashes): ${env[variable]}`);
    return [country, value || DEFAULT_CALLBACK_PHONES[country]] as const;
  });
  return Object.fromEntries(entries) as CallbackPhones;
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
    payment: {
      ukFees: readUkFees(env),
      demoAccounts: {finland: !env.PAYER_FINLAND_IBAN, sweden: !env.PAYER_SWEDEN_IBAN},
      refuseDemoAccounts: env.NODE_ENV === 'production',
    },
    valuationImageQuota: readValuationImageQuota(env),
    callbackPhones: readCallbackPhones(env),
    jobs: readJobsConfig(env),
    dbPoolSize: readDbPoolSize(env),
    trustProxy: readTrustProxy(env),
  };
}

/** DB_POOL_SIZE: 1 to 200, default 10 (README "Several servers"). */
export function readDbPoolSize(env: NodeJS.ProcessEnv): number {
  if (env.DB_POOL_SIZE === undefined || env.DB_POOL_SIZE === '') return 10;
  const size = Number(env.DB_POOL_SIZE);
  if (!Number.isInteger(size) || size < 1 || size > 200) throw new Error('DB_POOL_SIZE must be a whole number from 1 to 200');
  return size;
}

/**
 * TRUST_PROXY: how many proxies in front (1 behind one Caddy or nginx), or the comma-separated
 * addresses and CIDRs of the trusted ones ('loopback' and the other names Express knows). `true`
 * (trust any address's claim) is refused: anyone could then pick the address the throttle counts.
 */
export function readTrustProxy(env: NodeJS.ProcessEnv): number | string | undefined {
  const value = env.TRUST_PROXY?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') throw new Error('TRUST_PROXY=true would believe any client about its address: give the number of proxies or their addresses');
  return value;
}

/** JOBS=off: this process runs no job handlers (another does); JOB_POLL_SECONDS: 0.5 to 60, default 2. */
export function readJobsConfig(env: NodeJS.ProcessEnv): JobsConfig {
  const polling = env.JOB_POLL_SECONDS === undefined ? DEFAULT_JOBS_CONFIG.pollingSeconds : Number(env.JOB_POLL_SECONDS);
  if (!(polling >= 0.5 && polling <= 60)) throw new Error('JOB_POLL_SECONDS must be a number from 0.5 to 60');
  return {enabled: env.JOBS !== 'off', pollingSeconds: polling};
}
