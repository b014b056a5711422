import {z} from 'zod';
import {COUNTRIES, LANGUAGES, LIMITS, ROLE_FLAGS, TEAMS, type RoleFlag} from './constants';
import {MESSAGES} from './messages';
import {normalizeUsername, passwordField, refinePasswordNotUsername} from './password-rules';

const roleFlagShape = Object.fromEntries(ROLE_FLAGS.map(flag => [flag, z.boolean().optional()])) as Record<
  RoleFlag,
  z.ZodOptional<z.ZodBoolean>
>;

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

/** A new password (the rules in password-rules.ts); without the member's username. */
export const passwordSchema = z.object({password: passwordField});

/** Changing the password of the member named `username`: also not that username. */
export const passwordSchemaFor = (username: string) =>
  passwordSchema.superRefine((value, ctx) => refinePasswordNotUsername(value, ctx, username));

/** Creating a member also takes its first password, which must not be the username. */
export const memberCreateSchema = memberSchema.extend(passwordSchema.shape).superRefine(refinePasswordNotUsername);
export type MemberCreateForm = z.infer<typeof memberCreateSchema>;

export const loginSchema = z.object({
  username: z.string().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
