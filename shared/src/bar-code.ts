/**
 * A scanned bar code as it is sent to the server (spec 01 §2 "bar-code prompt", §4 "Receive scan"):
 * without the blanks a scanner or a hand may add around it, in upper case (printed codes are upper
 * case; a scanner left in lower-case mode or a hand-typed code must still find the order).
 */
export function normalizeBarCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** A bar code the packager types or scans for an order, once normalized. */
export const BAR_CODE_RULES = {minLength: 6, maxLength: 40, pattern: /^[A-Z0-9-]+$/} as const;

export const BAR_CODE_MESSAGES = {
  required: 'Bar code is required',
  length: `Bar code must be ${BAR_CODE_RULES.minLength} to ${BAR_CODE_RULES.maxLength} characters`,
  characters: 'Bar code may contain only letters, digits and hyphens',
} as const;

/**
 * Why a bar code cannot be given to an order, or undefined when it can: normalized first
 * (normalizeBarCode), then letters, digits and hyphens only (carrier tracking codes such as
 * JJFI12345678901234567890, KG123456789GB), 6 to 40 characters.
 */
export function barCodeProblem(raw: string | null | undefined): string | undefined {
  const code = normalizeBarCode(raw ?? '');
  if (!code) return BAR_CODE_MESSAGES.required;
  if (code.length < BAR_CODE_RULES.minLength || code.length > BAR_CODE_RULES.maxLength) return BAR_CODE_MESSAGES.length;
  if (!BAR_CODE_RULES.pattern.test(code)) return BAR_CODE_MESSAGES.characters;
  return undefined;
}
