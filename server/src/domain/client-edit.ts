import {clientBankDetailsProblem, type ClientBankDetails} from '@karat/shared/teller';
import {DomainError} from './domain-error';

/** What a client write reads to check its bank details. */
export interface ClientBankState extends ClientBankDetails {
  country?: string | null;
}

/**
 * The bank details of a client write (the admin's create and edit) by the teller's rules, on the
 * client as it will be (`before` merged with the patch): an IBAN that fits the country, a valid UK
 * account. Only a write that changes the bank details or the country is checked, so an old client
 * with doubtful details can still have its phone corrected. An approved order's payee snapshot is
 * never touched by a client write: batches pay the snapshot.
 */
export function clientBankEditError(before: ClientBankState | undefined, patch: ClientBankState): DomainError | undefined {
  const fields = ['iban', 'ukSortCode', 'ukAccountNumber', 'country'] as const;
  const touched = fields.some(key => key in patch && (patch[key] ?? '') !== (before?.[key] ?? ''));
  if (!touched) return undefined;
  const after = {...(before ?? {}), ...patch};
  const problem = clientBankDetailsProblem(after.country, after);
  return problem ? new DomainError(422, problem, 'BANK_DETAILS_INVALID') : undefined;
}
