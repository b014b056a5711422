/**
 * A command refused by its rule: the HTTP status, the spec's exact text and, where API.md names
 * them, a machine-readable code and details. A plain value (no LoopBack): the decide functions
 * return it, the services turn it into the HTTP error.
 */
export class DomainError {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 422 | 429,
    readonly message: string,
    readonly code?: string,
    readonly details?: object,
  ) {}
}

/** What a decide function answers: the decision, or why the command is refused. */
export type Decided<T> = T | DomainError;

export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;
