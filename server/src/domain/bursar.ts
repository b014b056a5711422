import {BURSAR_MESSAGES, bursarReturnProblem, bursarScanProblem, type BursarOrderState} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';

/** The bursar's completion form (API.md `POST /Orders/{id}/bursar`). */
export interface BursarCompleteInput {
  bursarComment?: string | null;
  isBursarReturnMade?: boolean;
}

/** What completing writes (spec 01 §4 "Bursar processing"). */
export interface BursarChange {
  isComplete: true;
  bursarHandleDate: Date;
  bursarId: number;
  bursarComment: string | null;
  isBursarReturnMade: boolean;
}

/** The bar-code search (spec 01 §5 "Bursar bar code search"): 404 'Cannot find order', else 409 with the first failing check's text. */
export function bursarScanError(order: BursarOrderState | undefined, country: string): DomainError | undefined {
  const problem = bursarScanProblem(order, country);
  if (!problem) return undefined;
  return new DomainError(order ? 409 : 404, problem);
}

/**
 * Completing an order (spec 01 §4 "Bursar processing", §5 "Bursar bar code search"): the scan's checks but the country (the page is opened by
 * id), then once only (409 'Order is already completed'), never a closed order (409), and the
 * return rule (422 'You should make return'). Sets isComplete, bursarHandleDate, bursarId,
 * bursarComment (blank: none) and isBursarReturnMade.
 */
export function decideBursarComplete(order: BursarOrderState | undefined, input: BursarCompleteInput, memberId: number, now: Date): Decided<BursarChange> {
  const scan = bursarScanError(order, order?.country ?? '');
  if (scan) return scan;
  if (order!.isComplete) return new DomainError(409, BURSAR_MESSAGES.alreadyComplete, 'ALREADY_COMPLETE');
  if (order!.closed) return new DomainError(409, BURSAR_MESSAGES.alreadyClosed);
  const returnMade = Boolean(input.isBursarReturnMade);
  const problem = bursarReturnProblem(order!, returnMade);
  if (problem) return new DomainError(422, problem, 'RETURN_REQUIRED');
  const comment = input.bursarComment?.trim() ? input.bursarComment : null;
  return {isComplete: true, bursarHandleDate: now, bursarId: memberId, bursarComment: comment, isBursarReturnMade: returnMade};
}
