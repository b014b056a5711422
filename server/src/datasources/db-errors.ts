import {HttpErrors} from '@loopback/rest';
import {MESSAGES} from '@karat/shared';

/** Unique indexes whose violation has its own message (any path: create, PATCH, commands). */
const UNIQUE_MESSAGES: Record<string, string> = {members_username_key: MESSAGES.usernameTaken};

/** PostgreSQL errors that come from bad input become 4xx, never a 500. */
export function translateDbError(err: unknown): unknown {
  const code = (err as {code?: unknown})?.code;
  if (typeof code !== 'string' || (err as {statusCode?: number}).statusCode) return err;
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
      return err;
  }
}
