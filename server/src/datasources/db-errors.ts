import {HttpErrors} from '@loopback/rest';
import {MESSAGES, TIME_RECORD_MESSAGES} from '@karat/shared';

/** Unique indexes whose violation has its own message (any path: create, PATCH, commands). */
const UNIQUE_MESSAGES: Record<string, string> = {
  members_username_key: MESSAGES.usernameTaken,
  // One record a member a day (migration 024): two saves of one day at once, or the admin's generic create.
  time_records_member_day_key: TIME_RECORD_MESSAGES.dayTaken,
};

/**
 * A connection the database or the network dropped (restart, failover, `pg_terminate_backend`, a
 * reset socket): the statement never ran or was cancelled with its transaction, and the
 * connection is dead. Not an error of the statement: the same statement on a fresh connection works.
 */
const LOST_CONNECTION_CODES = new Set([
  '57P01', // admin_shutdown: terminated by the administrator or a restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting or stopping
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  'ECONNRESET',
  'EPIPE',
]);

/** pg's own errors when the socket of a pooled connection died under it (they carry no code). */
const LOST_CONNECTION_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

export const CONNECTION_LOST_MESSAGE = 'The connection to the database was lost: try again';

export function isLostConnection(err: unknown): boolean {
  const {code, message, lostConnection} = (err ?? {}) as {code?: unknown; message?: unknown; lostConnection?: unknown};
  if (lostConnection === true) return true;
  if (typeof code === 'string' && LOST_CONNECTION_CODES.has(code)) return true;
  return typeof message === 'string' && LOST_CONNECTION_MESSAGES.test(message);
}

/** pg-pool's error when no pooled connection came free within its connectionTimeoutMillis. */
const POOL_TIMEOUT_MESSAGE = /^timeout exceeded when trying to connect$/;

export const DATABASE_BUSY_MESSAGE = 'The database is busy: try again in a moment';
/** Seconds a client is asked to wait before it sends a request the busy database refused again. */
export const DATABASE_BUSY_RETRY_SECONDS = 5;

/**
 * Every pooled connection stayed busy for the whole wait: the database is overloaded, nothing of
 * the request ran. A 503 with Retry-After, as a lost connection, not a 500 with pg-pool's text
 * (the soak found 590 of those on the embedded database, with its one connection, at 200 requests
 * a second).
 */
export function isPoolTimeout(err: unknown): boolean {
  const {code, message} = (err ?? {}) as {code?: unknown; message?: unknown};
  return code === undefined && typeof message === 'string' && POOL_TIMEOUT_MESSAGE.test(message);
}

/** PostgreSQL errors that come from bad input become 4xx, never a 500; a lost connection or a busy pool is a 503. */
export function translateDbError(err: unknown): unknown {
  if (isPoolTimeout(err))
    return Object.assign(new HttpErrors.ServiceUnavailable(DATABASE_BUSY_MESSAGE), {
      expose: true,
      headers: {'Retry-After': String(DATABASE_BUSY_RETRY_SECONDS)},
    });
  const code = (err as {code?: unknown})?.code;
  if (typeof code !== 'string' || (err as {statusCode?: number}).statusCode) return lostConnectionAnswer(err);
  switch (code) {
    case '23505':
      return new HttpErrors.Conflict(UNIQUE_MESSAGES[(err as {constraint?: string}).constraint ?? ''] ?? 'A record with the same unique value already exists');
    case '23503':
      return new HttpErrors.Conflict('The record is referenced by other records or refers to a missing one');
    case '23502':
      return new HttpErrors.UnprocessableEntity('A required value is missing');
    case '23514':
      return new HttpErrors.UnprocessableEntity('A value is not allowed');
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
    case '22001':
    case '22021':
    case '22P05':
      return new HttpErrors.BadRequest('A value has the wrong format or is out of range');
    case '22025':
    case '22019':
      return new HttpErrors.BadRequest('A search pattern ends with an escape character or uses it wrongly');
    case '54000':
      return new HttpErrors.UnprocessableEntity('A value is too long');
    case '57014':
      return new HttpErrors.ServiceUnavailable('The database took too long to answer: ask for less, or try again later');
    case '40001':
    case '40P01':
      return new HttpErrors.Conflict('The record was changed at the same time, try again');
    default:
      return lostConnectionAnswer(err);
  }
}

/** 503: the request may be sent again. It stays recognisable as a lost connection (the pipeline's retry). */
function lostConnectionAnswer(err: unknown): unknown {
  if (!isLostConnection(err)) return err;
  return Object.assign(new HttpErrors.ServiceUnavailable(CONNECTION_LOST_MESSAGE), {lostConnection: true, expose: true});
}
