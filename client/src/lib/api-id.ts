/**
 * Route params are strings; the SDK types path ids as the model does (number for serial ids).
 * Digits become a number, anything else (a uuid) stays a string; the URL is the same either way.
 */
export function pathId<Id>(raw: string): Id {
  return (/^\d+$/.test(raw) ? Number(raw) : raw) as Id;
}
