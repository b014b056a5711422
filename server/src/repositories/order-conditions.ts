import {containsPattern} from '@karat/shared';

/**
 * The conditions on orders that must be written exactly so to match a partial index: PostgreSQL
 * uses a partial index only when the query's WHERE implies the index's predicate, so each is
 * written once, here, beside the index it matches, and every query that needs it uses it. The
 * date cuts come from shared's call windows (`welcomeCallWindow`, `afterCallWindow`,
 * `coldCaseBefore`); these only place them. `o` is the table's alias in the query, if any.
 */

const at = (o?: string) => (o ? `${o}.` : '');

/**
 * An open welcome call: not received, not done, open. Predicate of orders_welcome_caller_idx and
 * orders_welcome_assigned_idx (migration 006: caller or assigned caller, welcome call, createdAt)
 * and of orders_welcomecall_open_idx (003: welcome call alone, the managers' lists).
 */
export const OPEN_WELCOME_CALL = (o?: string) => `NOT ${at(o)}isreceived AND NOT ${at(o)}welcomecalldone AND NOT ${at(o)}closed`;

/**
 * An open after call: not received, not done, open. Predicate of orders_after_caller_idx and
 * orders_after_assigned_idx (migration 006) and of orders_aftercall_idx (001: due date alone).
 */
export const OPEN_AFTER_CALL = (o?: string) => `NOT ${at(o)}isreceived AND NOT ${at(o)}aftercalldone AND NOT ${at(o)}closed`;

/**
 * A member's own order: caller or assigned caller (spec 01 §6 "Roles and permissions"; the rule itself is domain's
 * isOwnOrder). Both sides of the OR lead an index: orders_welcome_caller_idx/orders_after_caller_idx
 * and orders_caller_createdat_idx (callerid), orders_welcome_assigned_idx/orders_after_assigned_idx
 * and orders_assignedcallerid_idx (004: assignedcallerid IS NOT NULL, implied by the equality).
 */
export const OWN_ORDER = (member: string, o?: string) => `(${at(o)}callerid = ${member} OR ${at(o)}assignedcallerid = ${member})`;

/** The same condition for LoopBack's where (the buyer's order search). */
export const ownOrderWhere = (memberId: number) => ({or: [{callerId: memberId}, {assignedCallerId: memberId}]});

/**
 * An active order: open and not received. Predicate of orders_coldcase_idx (001: language,
 * createdAt), which the cold-case lists read.
 */
export const ACTIVE_ORDER = (o?: string) => `NOT ${at(o)}isreceived AND NOT ${at(o)}closed`;

/** A cold case (shared's isColdCase): active and created before the cut (shared's coldCaseBefore). */
export const OPEN_COLD_CASE = (createdBefore: string, o?: string) => `${ACTIVE_ORDER(o)} AND ${at(o)}createdat < ${createdBefore}`;

/** A received order: predicate of orders_receiveddate_idx (001: received today). */
export const RECEIVED = (o?: string) => `${at(o)}isreceived`;

/**
 * A received order still open: what "received today" counts (a parcel received and then
 * closed, a boomerang, is not among the day's arrivals). Implies RECEIVED, so it reads the same index.
 */
export const RECEIVED_OPEN = (o?: string) => `${RECEIVED(o)} AND NOT ${at(o)}closed`;

/**
 * Orders transferred to or from a caller: the temporary side matches orders_assigned_transfer_idx,
 * the permanent side orders_permanent_transfer_idx (003) and orders_originalcallerid_idx (001).
 */
export const TRANSFERRED_WITH = (caller: string, o?: string) =>
  `((${at(o)}istemporarilytransferred AND ${at(o)}assignedcallerid = ${caller}) OR ` +
  `(${at(o)}ispermanentlytransferred AND (${at(o)}callerid = ${caller} OR ${at(o)}originalcallerid = ${caller})))`;

/**
 * Waiting for its carrier registration: no shipment and no bar code yet, open, not received.
 * Predicate of orders_waiting_registration_idx (migration 026), which the registration job's sweep
 * reads; the rule itself is domain's registrationWanted.
 */
export const WAITING_FOR_REGISTRATION = (o?: string) =>
  `NOT ${at(o)}isshipmentregistered AND ${at(o)}barcode IS NULL AND NOT ${at(o)}closed AND NOT ${at(o)}isreceived`;

/** Its registration failed and it is still not registered, open: predicate of orders_registration_failed_idx (026). */
export const REGISTRATION_FAILED = (o?: string) => `${at(o)}hasshipmenterror AND NOT ${at(o)}isshipmentregistered AND NOT ${at(o)}closed`;

/**
 * In the packager's queue (spec 02 §4 "Packager": shipment registered, not packaged; and open):
 * the predicate of orders_packager_queue_idx (migration 014: language, orderNumber).
 */
export const PACKAGER_QUEUE = (o?: string) => `${at(o)}isshipmentregistered AND NOT ${at(o)}ispackaged AND NOT ${at(o)}closed`;

/**
 * Not in a packager's hands: never taken, or taken before the cut (shared's packagerClaimCutoff:
 * an abandoned claim), or taken by the old system without a time. Filtered on the queue's rows.
 */
export const FREE_FOR_PACKAGER = (cutoff: string, o?: string) =>
  `(NOT ${at(o)}inpackager OR ${at(o)}packagerclaimedat IS NULL OR ${at(o)}packagerclaimedat < ${cutoff})`;

/** The orders a packager holds: the predicate of orders_packager_held_idx (014: packagerId). */
export const HELD_BY_PACKAGER = (member: string, o?: string) => `${at(o)}inpackager AND NOT ${at(o)}ispackaged AND ${at(o)}packagerid = ${member}`;

/** Packaged orders: the predicate of orders_packaged_by_idx and orders_packageddate_idx (014). */
export const PACKAGED = (o?: string) => `${at(o)}ispackaged`;

/**
 * Waiting for valuation: received, not valued, open (also the teller panel's unvalued counts).
 * Predicate of orders_waiting_valuation_idx (001: orderNumber) and orders_unvalued_country_idx (016: country).
 */
export const WAITING_VALUATION = (o?: string) => `${at(o)}isreceived AND NOT ${at(o)}isvalued AND NOT ${at(o)}closed`;

/** Returned to valuation by a teller, open. Implies the predicate of orders_revaluation_idx (001: country, orderNumber). */
export const WAITING_REVALUATION = (o?: string) => `${at(o)}isvalued AND ${at(o)}returntovaluation AND NOT ${at(o)}closed`;

/** Valued orders: predicate of orders_valuator_date_idx (015: valuatorId, valuationDate); orders_valuationdate_idx (001) has none. */
export const VALUED = (o?: string) => `${at(o)}isvalued`;
/**
 * Waiting for the teller (spec 02 §4 "Teller confirmation": valued, not tellered, not returned to valuation, open): the
 * predicate of orders_teller_queue_idx (001: language, orderNumber), which the counts read, and of
 * orders_teller_queue_tries_idx (027: language, latestTellerCall NULLS FIRST, orderNumber), which every teller list walks.
 */
export const TELLER_QUEUE = (o?: string) => `${at(o)}isvalued AND NOT ${at(o)}istellered AND NOT ${at(o)}returntovaluation AND NOT ${at(o)}closed`;

/**
 * Waiting for the arrival SMS (spec 02 §4 "Arrival SMS": not sent, received, not returned to valuation, not
 * tellered; and open): the predicate of orders_arrival_sms_idx (016: language, orderNumber).
 */
export const ARRIVAL_SMS_WAITING = (o?: string) =>
  `${at(o)}isreceived AND ${at(o)}arrivedsmsdate IS NULL AND NOT ${at(o)}returntovaluation AND NOT ${at(o)}istellered AND NOT ${at(o)}closed`;

/**
 * Waiting for the bursar (spec 01 §7 "Bursar unhandled": tellered, not complete, paid or declined
 * or donation; and open): the predicate of orders_bursar_waiting_idx (migration 018: orderNumber).
 */
export const BURSAR_WAITING = (o?: string) =>
  `${at(o)}istellered AND NOT ${at(o)}iscomplete AND NOT ${at(o)}closed AND (${at(o)}ispaid OR ${at(o)}offereddeclined OR ${at(o)}isdonation)`;

/** Completed by a bursar: the predicate of orders_bursar_handled_idx (018: bursarHandleDate), which "handled today" reads. */
export const BURSAR_COMPLETE = (o?: string) => `${at(o)}iscomplete`;

/**
 * Waiting for the payer (spec 02 §4 "Payment": tellered, offer accepted, not paid; and open, with an
 * approved payee snapshot: a cancelled, re-opened or re-routed deal is never listed): the predicate
 * of orders_payer_idx (migration 019: country, orderNumber) and orders_payer_donation_idx (019:
 * team, orderNumber, donations). The lists add the rest of the rule (PAYABLE_REST).
 */
export const PAYER_QUEUE = (o?: string) =>
  `${at(o)}istellered AND ${at(o)}offeraccepted AND NOT ${at(o)}ispaid AND NOT ${at(o)}closed AND ${at(o)}payee IS NOT NULL`;
/** The rest of spec 02 §4 "Payment"'s payer rule (shared's isPayable): not boomerang, not declined, not returned to valuation. */
export const PAYABLE_REST = (o?: string) => `NOT ${at(o)}isboomerang AND NOT ${at(o)}offereddeclined AND NOT ${at(o)}returntovaluation`;

// The database's ctype is C (initdb --locale=C, and PGlite), where lower() folds only ASCII: the
// Latin-1 capitals (Å, Ä, Ö, Ü, É, ...) are folded by hand so "östman" finds Östman.
const LATIN1_UPPER = 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ';
export const foldCase = (sql: string) => `lower(translate(${sql}, '${LATIN1_UPPER}', '${LATIN1_UPPER.toLowerCase()}'))`;

/**
 * The desks' search (teller, valuation, payer, bursar, the global search's words): every word
 * (shared's searchWords: lower-case, a phone as its digits) is in the order's search column
 * (migration 011: the client's name, number and phone digits, bar code, reference, address), or,
 * a number, is the order number. An ASCII word asks the column as it is stored, which
 * orders_searchtext_trgm_idx answers; one with other letters asks it folded (foldCase), on the
 * rows the list's own index found.
 */
export const MATCHES_WORDS = (p: SqlParams, words: readonly string[], o?: string) =>
  words
    .map(word => {
      const pattern = p.add(containsPattern(word));
      // eslint-disable-next-line no-control-regex -- ASCII is what lower() folds in the C ctype
      const text = /^[\x00-\x7f]*$/.test(word) ? `${at(o)}searchtext` : foldCase(`${at(o)}searchtext`);
      const number = /^\d{1,9}$/.test(word) ? ` OR ${at(o)}ordernumber = ${p.add(Number(word))}` : '';
      return `(${text} LIKE ${pattern}${number})`;
    })
    .join(' AND ');

/** Numbered parameters of one statement: `add` answers the placeholder of its value. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    return `$${this.values.push(value)}`;
  }
}
