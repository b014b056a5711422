import {z} from 'zod';
import {CLOSE_METHODS} from './constants';
import {recordId} from './contract';

/** Quick options of the close form (spec 01 §4 "Closing an order"). */
export const CLOSE_REASONS = ['Age', '3rd party', 'Nothing to send', "Don't trust us", "Didn't know about invoice", 'Invoice paid', 'No information'] as const;

export const DEFAULT_CLOSE_METHOD = 'phone' as const;

export const closeOrderSchema = z.object({
  method: z.enum(CLOSE_METHODS, {error: 'Method must be phone, boomerang or email'}),
  reason: z.string({error: 'Reason is required'}).trim().min(1, 'Reason is required').max(1000),
  isBoomerang: z.boolean().optional(),
  complaintId: recordId().optional(),
});
export type CloseOrderForm = z.infer<typeof closeOrderSchema>;

/** Reopening a closed order (an admin's command): the reason is required and audited. */
export const reopenOrderSchema = z.object({
  reason: z.string({error: 'Reason is required'}).trim().min(1, 'Reason is required').max(1000),
});
export type ReopenOrderForm = z.infer<typeof reopenOrderSchema>;

/** The boomerang method always marks the order as boomerang; otherwise the flag decides. */
export const closesAsBoomerang = (form: Pick<CloseOrderForm, 'method' | 'isBoomerang'>) => form.method === 'boomerang' || form.isBoomerang === true;

/** Close reason written by mass boomerang. */
export const MASS_BOOMERANG_REASON = 'Boomerang';
