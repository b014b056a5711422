import {HttpErrors} from '@loopback/rest';
import type {ZodType} from 'zod';

/** Applies a shared form schema to a request body: 422 with the spec's message of the first problem. */
export function validateWith<T = unknown>(schema: ZodType<T> | undefined, body: unknown): T {
  if (!schema) return body as T;
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const [first] = result.error.issues;
  const error = new HttpErrors.UnprocessableEntity(first.message);
  Object.assign(error, {
    code: 'VALIDATION_FAILED',
    details: result.error.issues.map(i => ({path: '/' + i.path.join('/'), message: i.message})),
  });
  throw error;
}

/**
 * The body to store: validated with the schema, with the schema's parsed values (trimmed,
 * coerced) in place of the raw ones. Fields the schema does not name stay as the body's JSON
 * schema let them through (zod would drop them).
 */
export function parsedBody<T extends object>(schema: ZodType | undefined, body: T): T {
  if (!schema) return body;
  const parsed = validateWith(schema, body);
  return parsed && typeof parsed === 'object' ? ({...body, ...parsed} as T) : body;
}
