import {z} from 'zod';
import {COMMON_PASSWORDS_TEXT} from './common-passwords.data';
import {LIMITS} from './constants';
import {MESSAGES} from './messages';

/**
 * A username as stored and as looked up: Unicode NFKC (so a full-width 'Ａｄｍｉｎ' is 'Admin'), then
 * trimmed (NFKC first: it turns some exotic spaces into ordinary ones).
 */
export const normalizeUsername = (username: string) => username.normalize('NFKC').trim();

/** What two usernames, or a password and a username, are compared by: normalised, case folded. */
const comparable = (text: string) => normalizeUsername(text).toLowerCase();

let common: Set<string> | undefined;

/** Whether the password is in the bundled list of common passwords, regardless of case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean));
  return common.has(comparable(password));
}

/**
 * The first rule a new password breaks, as its message, or undefined when it is acceptable: not
 * blank, at least LIMITS.passwordMin characters, not the username (when known), not a common one.
 */
export function passwordProblem(password: string, username?: string): string | undefined {
  if (password.trim() === '') return MESSAGES.passwordBlank;
  // Characters as a person counts them (code points), not UTF-16 units.
  if ([...password].length < LIMITS.passwordMin) return MESSAGES.passwordMin;
  if (username !== undefined && comparable(password) === comparable(username)) return MESSAGES.passwordIsUsername;
  if (isCommonPassword(password)) return MESSAGES.passwordCommon;
  return undefined;
}

/** A new password's field: every rule but "not the username", which needs the other field. */
export const passwordField = z.string({error: MESSAGES.passwordBlank}).superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({code: 'custom', message: problem});
});

/** Adds "not the username" to an object schema holding a password (its issue lands on `password`). */
export function refinePasswordNotUsername(
  value: {password?: unknown; username?: unknown},
  ctx: Pick<z.core.$RefinementCtx, 'addIssue'>,
  username: unknown = value.username,
) {
  if (typeof value.password !== 'string' || typeof username !== 'string') return;
  if (comparable(value.password) === comparable(username)) {
    ctx.addIssue({code: 'custom', path: ['password'], message: MESSAGES.passwordIsUsername});
  }
}
