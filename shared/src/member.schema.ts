import {z} from 'zod';
import {COUNTRIES, LANGUAGES, LIMITS, ROLE_FLAGS, TEAMS, type RoleFlag} from './constants';
import {MESSAGES} from './messages';

const roleFlagShape = Object.fromEntries(ROLE_FLAGS.map(flag => [flag, z.boolean().optional()])) as Record<RoleFlag, z.ZodOptional<z.ZodBoolean>>;

/**
 * A username as stored and as looked up: Unicode NFKC (so a full-width 'Ａｄｍｉｎ' is 'Admin'), then
 * trimmed (NFKC first: it turns some exotic spaces into ordinary ones).
 */
export const normalizeUsername = (username: string) => username.normalize('NFKC').trim();

/** Member form (spec 01 §5 "Member"); used by the admin screens and by the server. */
export const memberSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  // Stored as parsed: NFKC and trimmed, so look-alike spellings are one username (unique regardless
  // of case in the database, migration 008).
  username: z.string().overwrite(normalizeUsername).min(LIMITS.usernameMin, MESSAGES.usernameMin),
  phone: z.string().trim().optional().nullable(),
  buyerCommission: z.number({error: 'Buyer commission must be a number'}).int().min(0),
  preferLanguage: z.enum(LANGUAGES, {error: 'Preferred language is required'}),
  preferCountry: z.enum(COUNTRIES, {error: 'Preferred country is required'}),
  team: z.enum(TEAMS).optional().nullable(),
  location: z.string().trim().optional().nullable(),
  isActive: z.boolean().optional(),
  ...roleFlagShape,
});
export type MemberForm = z.infer<typeof memberSchema>;

// The password schemas (memberCreateSchema, passwordSchema) are in password-rules.ts.

export const loginSchema = z.object({
  username: z.string().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
