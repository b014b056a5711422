import {z} from 'zod';
import {COMMON_PASSWORDS_TEXT} from './common-passwords.data';
import {LIMITS} from './constants';
import {memberSchema, normalizeUsername, PASSWORD_MAX} from './member.schema';
import {MESSAGES} from './messages';
import {withoutInvisible} from './username-rules';

// The password rules and the schemas that use them. Imported as '@karat/shared/password-rules', not
// through the index: the bundled list of common passwords (about 35 KB gzipped) then loads only with
// the screens that set a password, not with every page of the client.

/**
 * What two usernames, or a password and a username, are compared by: without invisible characters,
 * normalised, case folded (a common password with a zero-width space in it is still that password).
 */
const comparable = (text: string) => normalizeUsername(withoutInvisible(text)).toLowerCase();

/**
 * A password's length as a person sees it: characters (code points of the NFC form, not UTF-16
 * units), not counting the invisible ones (zero-width spaces and joiners, format characters:
 * withoutInvisible), combining marks on their own, or whitespace-like spaces other than the ordinary
 * one (an ideographic or a thin space). Twelve zero-width spaces are no password.
 */
export function visibleLength(password: string): number {
  return [...withoutInvisible(password.normalize('NFC'))].filter(char => !/\p{M}/u.test(char) && !(/\p{Zs}/u.test(char) && char !== ' ')).length;
}

let common: Set<string> | undefined;

/** Whether the password is in the bundled list of common passwords, regardless of case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean));
  return common.has(comparable(password));
}

/**
 * The first rule a new password breaks, as its message, or undefined when it is acceptable: not
 * blank, at least LIMITS.passwordMin visible characters, not the username (when known), not a common one.
 */
export function passwordProblem(password: string, username?: string): string | undefined {
  if (withoutInvisible(password).trim() === '') return MESSAGES.passwordBlank;
  // Characters as a person sees and counts them (visibleLength), not UTF-16 units or invisible ones.
  if (visibleLength(password) < LIMITS.passwordMin) return MESSAGES.passwordMin;
  if (username !== undefined && comparable(password) === comparable(username)) return MESSAGES.passwordIsUsername;
  if (isCommonPassword(password)) return MESSAGES.passwordCommon;
  return undefined;
}

/** A new password's field: every rule but "not the username", which needs the other field. */
export const passwordField = z
  .string({error: MESSAGES.passwordBlank})
  .max(PASSWORD_MAX)
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({code: 'custom', message: problem});
  });

/** The password and username of a form value, when both are strings. */
function passwordAndUsername(value: unknown, username: unknown) {
  const password = (value as {password?: unknown} | undefined)?.password;
  return typeof password === 'string' && typeof username === 'string' ? {password, username} : undefined;
}

/**
 * Adds "not the username" to an object schema with a password field (the issue lands on
 * `password`). It runs even while other fields are still wrong, so a form shows it at once.
 */
function withPasswordNotUsername<S extends z.ZodType>(schema: S, usernameOf: (value: unknown) => unknown) {
  const pair = (value: unknown) => passwordAndUsername(value, usernameOf(value));
  return schema.refine(
    value => {
      const both = pair(value);
      return !both || comparable(both.password) !== comparable(both.username);
    },
    {path: ['password'], message: MESSAGES.passwordIsUsername, when: payload => pair(payload.value) !== undefined},
  );
}

/** A new password; without the member's username. */
export const passwordSchema = z.object({password: passwordField});

/** Changing the password of the member named `username`: also not that username. */
export const passwordSchemaFor = (username: string) => withPasswordNotUsername(passwordSchema, () => username);

/** Creating a member also takes its first password, which must not be the username. */
export const memberCreateSchema = withPasswordNotUsername(
  memberSchema.extend(passwordSchema.shape),
  value => (value as {username?: unknown} | undefined)?.username,
);
export type MemberCreateForm = z.infer<typeof memberCreateSchema>;

/** The first-run link's answer: the first admin's username and password, with the link's token. */
export const firstAdminSchema = withPasswordNotUsername(
  z.object({token: z.string().min(1).max(200), username: memberSchema.shape.username, password: passwordField}),
  value => (value as {username?: unknown} | undefined)?.username,
);
export type FirstAdminForm = z.infer<typeof firstAdminSchema>;
