import {HttpErrors} from '@loopback/rest';
import {DomainError} from '../domain/domain-error';

/** An HttpError carrying the machine-readable code and details of API.md. */
export function httpError(status: DomainError['status'], message: string, code?: string, details?: object) {
  const error = new HttpErrors[status](message);
  return Object.assign(error, code ? {code} : {}, details ? {details} : {});
}

/** The decision of a rule, or its refusal thrown as the HTTP error of API.md. */
export function decided<T>(decision: T | DomainError): T {
  if (decision instanceof DomainError) throw httpError(decision.status, decision.message, decision.code, decision.details);
  return decision;
}

/** Throws a rule's refusal, if any. */
export function refuse(error: DomainError | undefined): void {
  if (error) decided(error);
}
