import {z} from 'zod';

/**
 * The error-reporting step (spec 02, sections 7 and 8): failures go to the error-reporting service,
 * except these two messages, which the spec names as noise (a browser that closed the connection,
 * an aborted request), not faults.
 */
export const IGNORED_ERROR_MESSAGES = ['Cannot read properties of null (reading send)', 'Connection closed before response received'] as const;

/** Whether a failure with this message goes to the error-reporting service. */
export function isReportableError(message: string): boolean {
  return message.trim() !== '' && !IGNORED_ERROR_MESSAGES.some(ignored => message.includes(ignored));
}

/** Longest texts a client's report may carry (the server refuses longer ones). */
export const CLIENT_ERROR_LIMITS = {message: 2000, stack: 10_000, url: 2000} as const;

/** POST /client-errors: what a member's browser reports of a failure it met (an unexpected answer, a script error). */
export const clientErrorSchema = z.strictObject({
  message: z.string().min(1).max(CLIENT_ERROR_LIMITS.message),
  type: z.string().max(100).optional(),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  url: z.string().max(CLIENT_ERROR_LIMITS.url).optional(),
  status: z.number().int().min(0).max(599).optional(),
});
export type ClientErrorForm = z.infer<typeof clientErrorSchema>;
