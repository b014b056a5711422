import {z} from 'zod';
import {COUNTRIES, LANGUAGES, LIMITS, ROLE_FLAGS, TEAMS, type RoleFlag} from './constants';
import {MESSAGES} from './messages';

const roleFlagShape = Object.fromEntries(ROLE_FLAGS.map(flag => [flag, z.boolean().optional()])) as Record<
  RoleFlag,
  z.ZodOptional<z.ZodBoolean>
>;

/** Member form (spec 01 §5 "Member"); used by the admin screens and by the server. */
export const memberSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  username: z.string().trim().min(LIMITS.usernameMin, MESSAGES.usernameMin),
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

export const passwordSchema = z.object({
  password: z.string().min(LIMITS.passwordMin, MESSAGES.passwordMin),
});

/** Creating a member also takes its first password. */
export const memberCreateSchema = memberSchema.extend(passwordSchema.shape);
export type MemberCreateForm = z.infer<typeof memberCreateSchema>;

export const loginSchema = z.object({
  username: z.string().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
