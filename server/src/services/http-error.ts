import {HttpErrors} from '@loopback/rest';

/** An HttpError carrying the machine-readable code and details of API.md. */
export function httpError(status: 404 | 409 | 422, message: string, code?: string, details?: object) {
  const error = new HttpErrors[status](message);
  return Object.assign(error, code ? {code} : {}, details ? {details} : {});
}
