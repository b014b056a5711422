/** LoopBack error body: {"error": {statusCode, name, message, code?, details?}}. */
export interface ApiErrorBody {
  error: {statusCode: number; name: string; message: string; code?: string; details?: unknown};
}

export function isApiError(value: unknown): value is ApiErrorBody {
  const error = (value as ApiErrorBody | null)?.error;
  return typeof error === 'object' && error !== null && typeof error.message === 'string';
}

/** The text to show for a failed call: the server's message as it comes, else what we know. */
export function errorMessage(value: unknown): string {
  if (isApiError(value)) return value.error.message;
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
