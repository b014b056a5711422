// The browser's side of the error-reporting step (spec 02 §7 "Login and shell", §8 "Login and general"): failed calls the server did not
// answer with a 4xx (a 5xx, no answer at all) and script errors go to POST /api/client-errors, which
// hands them to the server's reporter (a Sentry-compatible service, or the server log). The two
// messages the spec ignores are dropped here and again on the server.
import {CLIENT_ERROR_LIMITS, isReportableError} from '@karat/shared';
import {tokenStore} from './auth-token';
import {errorMessage, errorStatus} from './api-error';
import {reportClientError} from './sdk/sdk.gen';

/** The same message is reported at most once in this window (a failing list polled every 20 s). */
export const SAME_ERROR_WINDOW_MS = 60_000;
const lastSent = new Map<string, number>();

export interface ClientErrorReport {
  message: string;
  type?: string;
  stack?: string;
  status?: number;
}

/** Sends the report unless it is ignored, already sent lately, or nobody is signed in. */
export function reportError(report: ClientErrorReport, now = Date.now()): boolean {
  if (!tokenStore.get() || !isReportableError(report.message)) return false;
  const seen = lastSent.get(report.message);
  if (seen !== undefined && now - seen < SAME_ERROR_WINDOW_MS) return false;
  if (lastSent.size > 200) lastSent.clear();
  lastSent.set(report.message, now);
  const body = {
    message: report.message.slice(0, CLIENT_ERROR_LIMITS.message),
    type: report.type?.slice(0, 100),
    stack: report.stack?.slice(0, CLIENT_ERROR_LIMITS.stack),
    url: (location.pathname + location.search).slice(0, CLIENT_ERROR_LIMITS.url),
    status: report.status,
  };
  // Fire and forget: a report that fails is not itself reported.
  void reportClientError({body}).catch(() => undefined);
  return true;
}

/** A failed API call: reported when it is the server's fault or the server never answered. */
export function reportFailedCall(error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status < 500) return false;
  return reportError({
    // The error's own text (fetch's 'Failed to fetch'), not the sentence shown to staff.
    message: error instanceof Error && error.message ? error.message : errorMessage(error),
    type: error instanceof Error ? error.name : undefined,
    stack: error instanceof Error ? error.stack : undefined,
    status,
  });
}

/** Script errors nothing caught. */
export function reportUncaughtErrors(target: Window = window) {
  target.addEventListener('error', event => {
    const error = event.error as Error | undefined;
    reportError({message: error?.message || event.message, type: error?.name, stack: error?.stack});
  });
  target.addEventListener('unhandledrejection', event => {
    const reason = event.reason as unknown;
    if (reason instanceof Error) reportError({message: reason.message, type: reason.name, stack: reason.stack});
    else reportFailedCall(reason);
  });
}

/** For tests: forget what was sent. */
export function resetReportedErrors() {
  lastSent.clear();
}
