/** LoopBack error body: {"error": {statusCode, name, message, code?, details?}}. */
export interface ApiErrorBody {
  error: {statusCode: number; name: string; message: string; code?: string; details?: unknown};
}

export function isApiError(value: unknown): value is ApiErrorBody {
  const error = (value as ApiErrorBody | null)?.error;
  return typeof error === 'object' && error !== null && typeof error.message === 'string';
}

export const NO_ANSWER = 'The server did not answer: check the connection and try again';

/** The text to show for a failed call: the server's message as it comes, else what we know. */
export function errorMessage(value: unknown): string {
  if (isApiError(value)) return value.error.message;
  // fetch rejects with a TypeError when no answer came at all ('Failed to fetch'): say what that means.
  if (value instanceof TypeError) return NO_ANSWER;
  if (value instanceof Error && value.message) return value.message;
  if (typeof value === 'string' && value) return value;
  return 'Request failed';
}

export function errorStatus(value: unknown): number | undefined {
  return isApiError(value) ? value.error.statusCode : undefined;
}

/** The machine-readable code some answers carry (e.g. 'ORDER_CLOSED', 'BARCODE_CHANGE'). */
export function errorCode(value: unknown): string | undefined {
  return isApiError(value) ? value.error.code : undefined;
}

/** The error's details object, when the server sent one. */
export function errorDetails(value: unknown): Record<string, unknown> {
  const details = isApiError(value) ? value.error.details : undefined;
  return typeof details === 'object' && details !== null && !Array.isArray(details) ? (details as Record<string, unknown>) : {};
}

/**
 * The server said the record does not exist (404). Only then is a page "not found": a 500 or a
 * failed network says nothing about the record, and must not send staff looking elsewhere.
 */
export function isNotFound(value: unknown): boolean {
  return errorStatus(value) === 404;
}
