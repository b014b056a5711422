// The approval's payee snapshot (docs/decisions/pay-the-approved-payee.md): at approval the
// order keeps who is paid, to which account, how much, and who approved it when. Payment batches pay
// this snapshot, never the client record, so a later edit of the client (by anyone) cannot move
// money to another account; changing the account of an approved order takes a new approval.

/** What the teller approved for payment: frozen on the order (column `payee`). */
export interface PayeeSnapshot {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Finland and Sweden (and donations): the IBAN, electronic format. */
  iban: string | null;
  /** UK: sort code and account number, digits only. */
  ukSortCode: string | null;
  ukAccountNumber: string | null;
  /** The bank's name where the IBAN tells it (shown to the teller and the payer). */
  bankName: string | null;
  /** The approved amounts as two-decimal money text (EUR offer; SEK for Sweden; GBP for the UK). */
  offer: string | null;
  sekOffer: string | null;
  gbpOffer: string | null;
  isDonation: boolean;
  /** The seller's address as the order had it at approval (the bank file's creditor address). */
  address: string;
  zip: string;
  city: string;
  approvedBy: number;
  /** ISO date-time of the approval. */
  approvedAt: string;
}

/** The payer's and the teller's note where an approved order's bank details were changed and approved again. */
export const PAYEE_MESSAGES = {
  bankDetailsChanged: 'Bank details changed since approval',
  /** An approved, unpaid order: the new bank details undo the approval, so it waits for the teller again. */
  reapprovalNeeded: 'Bank details changed: the order needs to be approved again',
} as const;

/**
 * Whether an order is approved and waiting for payment: a change of its bank details then takes it
 * back to the teller (a new approval), where before approval it only updates the client.
 */
export const isApprovedUnpaid = (order: {isTellered?: boolean | null; offerAccepted?: boolean | null; isPaid?: boolean | null}) =>
  Boolean(order.isTellered && order.offerAccepted && !order.isPaid);

/**
 * Bank details are seen only by the roles that approve or pay (teller, payer, bursar, admin):
 * every other member gets clients and orders without them, in every list, include and search.
 */
export const BANK_DETAIL_READERS = ['teller', 'payer', 'bursar', 'admin'] as const;
/** The fields that hold or reveal bank details (the client's, and the approval's payee snapshot). */
export const BANK_DETAIL_FIELDS = ['iban', 'bban', 'ukSortCode', 'ukAccountNumber', 'payee'] as const;
export const BANK_DETAILS_FORBIDDEN = 'Bank details are seen and changed only by tellers, payers, bursars and admins';
export const seesBankDetails = (roles: readonly string[]) => roles.some(role => (BANK_DETAIL_READERS as readonly string[]).includes(role));
