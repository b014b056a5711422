/**
 * A scanned bar code as it is sent to the server (spec 01 §2 "bar-code prompt", §4 "Receive scan"):
 * without the blanks a scanner or a hand may add around it, in upper case (printed codes are upper
 * case; a scanner left in lower-case mode or a hand-typed code must still find the order).
 */
export function normalizeBarCode(raw: string): string {
  return raw.trim().toUpperCase();
}
