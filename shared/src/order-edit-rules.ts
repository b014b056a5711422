import {isValidPostalCode} from './address';
import {countryNotClientsMessage, MESSAGES, zipNotOfCountryMessage} from './messages';

/** What the cross-field rules of an order edit read of the order as it is, and of the edit. */
export interface OrderEditFields {
  dueDate?: string | Date | null;
  zip?: string | null;
  country?: string | null;
  clientId?: number | null;
}

export interface OrderEditProblem {
  code: 'DUE_DATE_IN_PAST' | 'ZIP_NOT_OF_COUNTRY' | 'COUNTRY_NOT_CLIENTS';
  message: string;
  details?: Record<string, unknown>;
}

const time = (value: string | Date | null | undefined) => (value === null || value === undefined ? undefined : new Date(value).getTime());

/**
 * The cross-field rules of every order edit, the admin's and the buyer's alike (the form's own rules,
 * adminOrderSchema and buyerOrderSchema, come first), on the order as it is and the parsed edit:
 * - a due date changed to a moment before now (a date kept as it was is not checked: an old
 *   order's due date is in the past, and the spec's two years back is for its welcome call);
 * - a zip that does not fit the country (POSTAL_CODE_PATTERNS), checked when the edit touches
 *   either, on the two as they will be;
 * - an order follows its client: an edit that changes the country (or the client) must leave the
 *   order in the country of its client as it will be (`client`: that client; none, no check).
 * The first rule broken, or undefined.
 */
export function orderEditProblem(
  order: OrderEditFields,
  patch: OrderEditFields,
  now: Date,
  client?: {country?: string | null} | null,
): OrderEditProblem | undefined {
  const due = time(patch.dueDate);
  if (due !== undefined && due !== time(order.dueDate) && due < now.getTime()) return {code: 'DUE_DATE_IN_PAST', message: MESSAGES.dueDateInPast};
  const country = 'country' in patch ? patch.country : order.country;
  if ('zip' in patch || 'country' in patch) {
    const zip = ('zip' in patch ? patch.zip : order.zip)?.trim();
    if (zip && country && !isValidPostalCode(country, zip))
      return {code: 'ZIP_NOT_OF_COUNTRY', message: zipNotOfCountryMessage(zip, country), details: {zip, country}};
  }
  const moved = ('country' in patch && patch.country !== order.country) || ('clientId' in patch && patch.clientId !== order.clientId);
  if (moved && country && client?.country && country !== client.country)
    return {code: 'COUNTRY_NOT_CLIENTS', message: countryNotClientsMessage(client.country), details: {country, clientCountry: client.country}};
  return undefined;
}
