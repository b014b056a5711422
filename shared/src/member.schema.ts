import {z} from 'zod';
import {COUNTRIES, LANGUAGES, LIMITS, ROLE_FLAGS, TEAMS, type RoleFlag} from './constants';
import {INT4_MAX} from './contract';
import {MESSAGES} from './messages';
import {usernameProblem} from './username-rules';

/** Most text of a member's fields (what the database's text columns are given). */
const TEXT_MAX = 500;
/** The longest password taken: far beyond any typed one, short enough to hash at once. */
export const PASSWORD_MAX = 500;

const roleFlagShape = Object.fromEntries(ROLE_FLAGS.map(flag => [flag, z.boolean().optional()])) as Record<RoleFlag, z.ZodOptional<z.ZodBoolean>>;

/**
 * A username as stored and as looked up: Unicode NFKC (so a full-width 'Ａｄｍｉｎ' is 'Admin'), then
 * trimmed (NFKC first: it turns some exotic spaces into ordinary ones).
 */
export const normalizeUsername = (username: string) => username.normalize('NFKC').trim();

/**
 * What every member may read of the other members (the generic Members endpoints for anyone but an
 * admin): who they are and what the desks pick them by (callers, active buyers with their team and
 * market). Phones, commissions, usernames and the other role flags are the admin's to read.
 */
export const MEMBER_DIRECTORY_FIELDS = ['id', 'name', 'isActive', 'team', 'preferCountry', 'buyer', 'isColdCaller'] as const;

/** Member form (spec 01 §5 "Member"); used by the admin screens and by the server. */
export const memberSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(TEXT_MAX),
  // Stored as parsed: NFKC and trimmed, so look-alike spellings are one username (unique regardless
  // of case in the database, migration 008).
  username: z
    .string()
    .max(TEXT_MAX)
    .overwrite(normalizeUsername)
    .min(LIMITS.usernameMin, MESSAGES.usernameMin)
    // One script, no invisible characters (username-rules): a username cannot hide or pass for another.
    .superRefine((username, ctx) => {
      const problem = usernameProblem(username);
      if (problem) ctx.addIssue({code: 'custom', message: problem});
    }),
  phone: z.string().max(TEXT_MAX).trim().optional().nullable(),
  buyerCommission: z.number({error: 'Buyer commission must be a number'}).int().min(0).max(INT4_MAX),
  preferLanguage: z.enum(LANGUAGES, {error: 'Preferred language is required'}),
  preferCountry: z.enum(COUNTRIES, {error: 'Preferred country is required'}),
  team: z.enum(TEAMS).optional().nullable(),
  location: z.string().max(TEXT_MAX).trim().optional().nullable(),
  isActive: z.boolean().optional(),
  ...roleFlagShape,
});
export type MemberForm = z.infer<typeof memberSchema>;

// The password schemas (memberCreateSchema, passwordSchema) are in password-rules.ts.

export const loginSchema = z.object({
  username: z.string().min(1, 'Username is required').max(200),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
  /** Only when the login answered PASSWORD_CHANGE.code: the member's own new password (the server checks its rules). */
  newPassword: z.string().max(PASSWORD_MAX).optional(),
});

/**
 * A member who has no password of their own yet (imported from the old system, whose hashes could
 * not come over; an admin gave a temporary one): the right password answers 403 with this code, and
 * the login is sent again with `newPassword`, which replaces the temporary one before any session.
 */
export const PASSWORD_CHANGE = {
  code: 'PASSWORD_CHANGE_REQUIRED',
  required: 'Choose a new password to finish your first login',
  sameAsGiven: 'Choose a password of your own, not the one you were given',
} as const;

/** PUT /Members/me/preferences/{key}: any JSON value (the service caps its size). */
export const preferenceValueSchema = z.strictObject({value: z.unknown().refine(value => value !== undefined, 'Value is required')});
