import {z} from 'zod';
import {BANK_TEXT_MESSAGES, formulaStartProblem} from './bank-text';
import {COUNTRIES, GENDERS, LANGUAGES} from './constants';

// Letters include Nordic and accented ones (\p{L}); names also take spaces and hyphens.
const NAME = /^[\p{L}\p{M}' -]+$/u;
/** The postal address characters of the client form, also for an order's own address (the bank file and the labels print them). */
export const ADDRESS_TEXT = /^[\p{L}\p{M}\d .,'/-]+$/u;
export const CITY_TEXT = /^[\p{L}\p{M} -]+$/u;
export const ZIP_TEXT = /^[\p{L}\d ]+$/u;
/**
 * The longest postal address parts, of a client and of an order alike: what the payment file's
 * address fields take (ISO 20022 StrtNm 70, PstCd 16, TwnNm 35) and a label or an envelope window
 * prints. Longer is a message, not an address.
 */
export const POSTAL_MAX = {address: 70, zip: 16, city: 35} as const;
export const ADDRESS_MESSAGES = {
  address: 'Address may contain only letters, digits, spaces and hyphens',
  city: 'City may contain only letters, spaces and hyphens',
  zip: 'Zip may contain only letters, digits and spaces',
  addressMax: `Address must be at most ${POSTAL_MAX.address} characters`,
  cityMax: `City must be at most ${POSTAL_MAX.city} characters`,
  zipMax: `Zip must be at most ${POSTAL_MAX.zip} characters`,
} as const;
/** A name is written into payment files and CSVs as typed: it may not start like a spreadsheet formula. */
const noFormulaStart = (text: string) => !formulaStartProblem(text);

export const BIRTH_YEAR = {min: 1901, max: 2099} as const;

/** Most text of a client's fields (what the database's text columns are given). */
const TEXT_MAX = 500;

const required = (label: string) =>
  z
    .string({error: `${label} is required`})
    .trim()
    .min(1, `${label} is required`)
    .max(TEXT_MAX);

/** The client's contact fields: what the buyer's order form edits on a client found by phone. */
export const CLIENT_CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'address',
  'zip',
  'city',
  'country',
  'language',
  'phone',
  'email',
  'birthYear',
] as const;
export type ClientContactField = (typeof CLIENT_CONTACT_FIELDS)[number];

/** Bank details: they change only through the teller or an admin, never through a buyer. */
export const CLIENT_BANK_FIELDS = ['iban', 'ukSortCode', 'ukAccountNumber'] as const;

const optionalBankText = () => z.string().max(TEXT_MAX).trim().nullable().optional();

/**
 * Client form (spec 01 §5 "Client form"): the contact fields and the bank details. A web order
 * drops the birth-year requirement.
 * Address punctuation beyond the spec's "letters, digits, spaces, hyphens" (dots, commas, slashes
 * and apostrophes) is accepted because real addresses carry them ("Pl. 12", "A 3/4").
 */
export function clientSchema(options: {isWebOrder?: boolean} = {}) {
  return clientContactSchema(options).extend({
    iban: optionalBankText(),
    ukSortCode: optionalBankText(),
    ukAccountNumber: optionalBankText(),
  });
}
export type ClientForm = z.infer<ReturnType<typeof clientSchema>>;

/**
 * The client part of the buyer's order form: the contact fields only. Parsing drops anything else,
 * so a buyer's body can never carry bank details into a client.
 */
export function clientContactSchema(options: {isWebOrder?: boolean} = {}) {
  const birthYear = z
    .number({error: 'Birth year must be a number'})
    .int('Birth year must be a whole number')
    .min(BIRTH_YEAR.min, `Birth year must be between ${BIRTH_YEAR.min} and ${BIRTH_YEAR.max}`)
    .max(BIRTH_YEAR.max, `Birth year must be between ${BIRTH_YEAR.min} and ${BIRTH_YEAR.max}`);
  return z.object({
    firstName: required('First name')
      .regex(NAME, 'First name may contain only letters, spaces and hyphens')
      .refine(noFormulaStart, BANK_TEXT_MESSAGES.formulaStart),
    lastName: required('Last name')
      .regex(NAME, 'Last name may contain only letters, spaces and hyphens')
      .refine(noFormulaStart, BANK_TEXT_MESSAGES.formulaStart),
    address: required('Address').max(POSTAL_MAX.address, ADDRESS_MESSAGES.addressMax).regex(ADDRESS_TEXT, ADDRESS_MESSAGES.address),
    phone: required('Phone'),
    birthYear: options.isWebOrder ? birthYear.nullable().optional() : birthYear,
    city: required('City').max(POSTAL_MAX.city, ADDRESS_MESSAGES.cityMax).regex(CITY_TEXT, ADDRESS_MESSAGES.city),
    country: z.enum(COUNTRIES, {error: 'Country is required'}),
    zip: required('Zip').max(POSTAL_MAX.zip, ADDRESS_MESSAGES.zipMax).regex(ZIP_TEXT, ADDRESS_MESSAGES.zip),
    language: z.enum(LANGUAGES, {error: 'Language is required'}),
    gender: z.enum(GENDERS, {error: 'Gender is required'}),
    email: z
      .union([z.literal(''), z.email('Email is not valid').max(TEXT_MAX)])
      .nullable()
      .optional(),
  });
}
export type ClientContactForm = z.infer<ReturnType<typeof clientContactSchema>>;
