import {z} from 'zod';
import {CALL_TYPES} from './constants';
import {INT4_MAX, recordId, recordIds} from './contract';

// The bodies of the order commands that have no form of their own beyond them (scans, lists of
// orders, call events). Each is strict: an unknown key is refused. The command's rules (which
// orders, which state) are the server's domain; these are what the body may hold.

/** The most orders one batch command (transfer, mass boomerang) takes. */
export const MAX_COMMAND_ORDERS = 1000;
/** A scanned or typed bar code, as the scan reads it (normalized by the command). */
const barCode = () => z.string().max(100);

/** POST /Orders/receive: the scanned bar code; reopen a closed order on the way (the receiver's question). */
export const receiveSchema = z.strictObject({barCode: barCode(), reopen: z.boolean().optional()});

/** POST /Orders/mass-boomerang: the bar codes of the packages that came back. */
export const massBoomerangSchema = z.strictObject({barCodes: z.array(barCode()).max(MAX_COMMAND_ORDERS)});

/** POST /Orders/transfer (spec 01 §4 "Call transfer"): the orders, the new caller, permanent or temporary. */
export const transferSchema = z.strictObject({
  orderIds: recordIds(MAX_COMMAND_ORDERS),
  newCallerId: z.number({error: 'New caller is required'}).int().min(1, 'New caller is required').max(INT4_MAX),
  isPermanent: z.boolean({error: 'Choose permanent or temporary'}),
});
export type TransferForm = z.infer<typeof transferSchema>;

/** The most failed registrations one Retry queues again (a page of the list at its largest). */
export const MAX_REGISTRATION_RETRY = 500;

/** POST /Orders/registration-retry: the orders of "Registration failed" to queue again (one Retry, or the selected rows). */
export const registrationRetrySchema = z.strictObject({orderIds: recordIds(MAX_REGISTRATION_RETRY).min(1, 'Choose at least one order')});

/** POST /Orders/cancel-transfer: the orders whose transfer ends. */
export const cancelTransferSchema = z.strictObject({orderIds: recordIds(MAX_COMMAND_ORDERS)});

/** POST /Orders/{id}/calls: a call's type and event, the caller's note, and the new due date of a newDueDate event. */
export const callSchema = z.strictObject({
  type: z.enum(CALL_TYPES),
  event: z.string().max(50).optional(),
  message: z.string().max(2000).optional(),
  dueDate: z.iso.datetime({offset: true}).max(40).optional(),
});
export type CallForm = z.infer<typeof callSchema>;

/** POST /Orders/mark-as-packaged: the order the packager holds. */
export const markAsPackagedSchema = z.strictObject({orderId: recordId()});

/** POST /Orders/add-barcode (the UK flow): the bar code typed or scanned for an order without one. */
export const addBarCodeSchema = z.strictObject({barCode: barCode(), orderId: recordId()});
