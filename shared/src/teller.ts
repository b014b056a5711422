import {z} from 'zod';
import {isValidPostalCode} from './address';
import {clientContactSchema} from './client.schema';
import {IDENTITY_MESSAGES, identityCheckSchema, parsePersonnummer, type IdentityCheck} from './identity';
import {zipNotOfCountryMessage} from './messages';
import {moneyToCents} from './payments';
import {ibanPaymentProblem} from './sepa';
import {
  BANK_ACCOUNT_MESSAGES,
  bbanProblem,
  bbanToIban,
  compactUkNumber,
  isValidIban,
  normalizeIban,
  swedishIbanProblem,
  ukAccountProblem,
} from './bank-accounts';

// The teller's confirmation (spec 02 §4 "Teller confirmation", §5 "Teller approval", §8 "Teller", §9 "Business constants and limits"): the offer's
// automatic and manual modes, the insurance return, the seller's age, and the approval's checks with
// the spec's texts. Money is handled in whole cents and answered as "123.45" strings.

export const TELLER_MESSAGES = {
  checkAcceptOrDecline: 'Check offer accept or decline',
  offerEmpty: 'Deal is accepted, but offer is empty or 0',
  sekOfferEmpty: 'Deal is accepted, but SEK offer is empty or 0',
  gbpOfferEmpty: 'Deal is accepted, but GBP offer is empty or 0',
  invalidIban: 'Invalid IBAN',
  offerDecimals: (label: string) => `${label} may have at most two decimals`,
  invalidSortCode: (value: string) => `Invalid UK sort code ${value}`,
  invalidAccountNumber: 'Invalid UK account number',
  missingClient: 'Missing client',
  missingPhone: 'Missing phone number',
  notEligible: 'Order is not waiting for the teller',
  alreadyTellered: 'Order is already approved by a teller',
  underAge: (age: number) => `The seller is under 18 (${age} years old on the day of approval): a purchase from anyone under 18 is not allowed`,
  underAgeByYear: (year: number) => `The seller is under 18 (born in ${year}): a purchase from anyone under 18 is not allowed`,
  birthUnknown: "The seller's date of birth is unknown: enter it before approving (no purchase from anyone under 18)",
  turns18ThisYear: (year: number) => `The seller was born in ${year} and may not be 18 yet: enter the full date of birth before approving`,
  dateOfBirthInvalid: 'Date of birth must be a date (YYYY-MM-DD) in the past',
  dateOfBirthNotBirthYear: 'Date of birth is not in the birth year given',
  thirdOrder: 'This is the 3rd order of this client',
  paid: (amounts: string) => `The customer will be paid: ${amounts}`,
  arrivedAlreadySent: 'Arrival SMS is already sent',
  arrivedNotEligible: 'Order is not waiting for an arrival SMS',
} as const;

/** The offer minimum (spec 02 §9 "Business constants and limits"). */
export const OFFER_MINIMUM = 0.01;
/** Out-of-deal products worth more than this set insuranceReturn (spec 02 §9 "Business constants and limits"). */
export const INSURANCE_RETURN_ABOVE = 100;
/** No purchases from anyone under 18 (Swedish second-hand goods law; applied in every market). */
export const MINIMUM_SELLER_AGE = 18;

export interface TellerProduct {
  price?: number | string | null;
  inDeal?: boolean | null;
}

/** A money amount in whole cents, or undefined when it is not a number. */
export function toCents(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) : undefined;
}

/**
 * Whether an offer as typed has at most two decimals: a text by its digits ('1.005' has three); a
 * number when it is the double of a two-decimal amount (0.1 + 0.2 is 0.3, 1.005 is not). Empty is fine.
 */
export function hasAtMostTwoDecimals(value: number | string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
  return value.trim() === '' || moneyToCents(value) !== undefined;
}

/** Whole cents as the two-decimal text money is stored as. */
export function centsToMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const sumCents = (products: readonly TellerProduct[], inDeal: boolean) =>
  products.filter(p => Boolean(p.inDeal) === inDeal).reduce((sum, p) => sum + (toCents(p.price) ?? 0), 0);

/** The automatic offer: the sum of the in-deal products' prices ("123.45"). */
export const automaticOffer = (products: readonly TellerProduct[]): string => centsToMoney(sumCents(products, true));

/** insuranceReturn: the out-of-deal products are worth more than 100 (100.00 is not, 100.01 is). */
export const needsInsuranceReturn = (products: readonly TellerProduct[]): boolean => sumCents(products, false) > INSURANCE_RETURN_ABOVE * 100;

/** An offer loaded from the order above 0.01 starts in manual mode; otherwise the offer follows the products. */
export const startsManual = (offer: number | string | null | undefined): boolean => (toCents(offer) ?? 0) > OFFER_MINIMUM * 100;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date 'YYYY-MM-DD' (no 2026-02-30), as its [year, month, day]; undefined otherwise. */
export function isoDateParts(text: string | null | undefined): [number, number, number] | undefined {
  const match = ISO_DATE.exec((text ?? '').trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return [year, month, day];
}

/** Whole years from the date of birth to `today` (both 'YYYY-MM-DD'): the birthday counts on its day (29 Feb: on 1 March). */
export function ageOn(dateOfBirth: string, today: string): number | undefined {
  const born = isoDateParts(dateOfBirth);
  const now = isoDateParts(today);
  if (!born || !now) return undefined;
  const hadBirthday = now[1] > born[1] || (now[1] === born[1] && now[2] >= born[2]);
  return now[0] - born[0] - (hadBirthday ? 0 : 1);
}

/**
 * The seller's age check on the day of approval (Swedish second-hand goods law; applied in every
 * market): by the full date of birth when known; by the birth year only when it settles it (turning
 * 19 or more this year); a seller who turns 18 this year needs the full date, and with neither the
 * date nor the year nothing can be settled: the approval is refused with the reason.
 */
export function sellerAgeProblem(client: {dateOfBirth?: string | null; birthYear?: number | null}, today: string): string | undefined {
  const year = Number(today.slice(0, 4));
  if (client.dateOfBirth) {
    const age = ageOn(client.dateOfBirth, today);
    if (age === undefined) return TELLER_MESSAGES.dateOfBirthInvalid;
    return age < MINIMUM_SELLER_AGE ? TELLER_MESSAGES.underAge(age) : undefined;
  }
  if (!client.birthYear) return TELLER_MESSAGES.birthUnknown;
  const turns = year - client.birthYear;
  if (turns < MINIMUM_SELLER_AGE) return TELLER_MESSAGES.underAgeByYear(client.birthYear);
  if (turns === MINIMUM_SELLER_AGE) return TELLER_MESSAGES.turns18ThisYear(client.birthYear);
  return undefined;
}

/** A date of birth given at entry: a real date, not in the future, in the birth year when one is known. */
export function dateOfBirthProblem(dateOfBirth: string, today: string, birthYear?: number | null): string | undefined {
  const parts = isoDateParts(dateOfBirth);
  if (!parts || dateOfBirth.trim() > today || parts[0] < 1900) return TELLER_MESSAGES.dateOfBirthInvalid;
  if (birthYear && parts[0] !== birthYear) return TELLER_MESSAGES.dateOfBirthNotBirthYear;
  return undefined;
}

/** What the teller fills in to approve (the form; the server parses the same). */
export interface TellerApprovalInput {
  offerAccepted?: boolean;
  offeredDeclined?: boolean;
  isDonation?: boolean;
  offer?: number | string | null;
  sekOffer?: number | string | null;
  gbpOffer?: number | string | null;
  iban?: string | null;
  bban?: string | null;
  ukSortCode?: string | null;
  ukAccountNumber?: string | null;
  /** The seller's full date of birth (YYYY-MM-DD), saved to the client when given. */
  dateOfBirth?: string | null;
  /** A Swedish seller's personnummer, when the teller types it (else the one the client has). */
  personalIdentityNumber?: string | null;
  /** How the seller's identity was checked: required for a Swedish purchase. */
  identityCheck?: IdentityCheck | null;
}

/** The bank details as they will be saved: the IBAN from the BBAN when one is given, spaces stripped. */
export interface TellerBankDetails {
  iban?: string;
  ukSortCode?: string;
  ukAccountNumber?: string;
}

/**
 * The IBAN the teller means: the BBAN converted when one is given (Finland FI, Sweden SE), else the
 * IBAN typed, without spaces. Undefined when a BBAN is given that does not convert.
 */
export function tellerIban(country: string | null | undefined, input: Pick<TellerApprovalInput, 'iban' | 'bban'>): string | undefined {
  if (input.bban && input.bban.trim() !== '') return bbanToIban(country, input.bban);
  return input.iban ? normalizeIban(input.iban) : undefined;
}

/**
 * The approval's first problem in the spec's order, or the bank details to save. Offers are required
 * unless the deal is declined or a donation; bank details are checked unless declined or donation
 * (nothing is paid to the client then): the IBAN for Finland and Sweden, the UK sort code and
 * account (lengths and the modulus check) for the UK.
 */
export function tellerApprovalProblem(country: string | null | undefined, input: TellerApprovalInput): {error: string} | {bank: TellerBankDetails} {
  const accepted = Boolean(input.offerAccepted);
  const declined = Boolean(input.offeredDeclined);
  if (accepted === declined) return {error: TELLER_MESSAGES.checkAcceptOrDecline};
  const paying = !declined && !input.isDonation;
  const offers = [
    ['Offer', input.offer],
    ['SEK offer', input.sekOffer],
    ['GBP offer', input.gbpOffer],
  ] as const;
  for (const [label, value] of offers) if (!hasAtMostTwoDecimals(value)) return {error: TELLER_MESSAGES.offerDecimals(label)};
  if (paying) {
    if ((toCents(input.offer) ?? 0) < OFFER_MINIMUM * 100) return {error: TELLER_MESSAGES.offerEmpty};
    if (country === 'sweden' && (toCents(input.sekOffer) ?? 0) < OFFER_MINIMUM * 100) return {error: TELLER_MESSAGES.sekOfferEmpty};
    if (country === 'uk' && (toCents(input.gbpOffer) ?? 0) < OFFER_MINIMUM * 100) return {error: TELLER_MESSAGES.gbpOfferEmpty};
  }
  if (country === 'uk') {
    const sort = compactUkNumber(input.ukSortCode);
    const account = compactUkNumber(input.ukAccountNumber);
    if (paying || sort || account) {
      const problem = ukAccountProblem(sort, account);
      if (problem === 'sortCode') return {error: TELLER_MESSAGES.invalidSortCode(sort)};
      if (problem === 'accountNumber') return {error: TELLER_MESSAGES.invalidAccountNumber};
    }
    return {bank: sort || account ? {ukSortCode: sort, ukAccountNumber: account} : {}};
  }
  const bban = (input.bban ?? '').trim();
  // A BBAN that does not convert says why (a Swedish check digit, a Swedbank clearing number of 4 digits...).
  if (bban) {
    const problem = bbanProblem(country, bban);
    if (problem) return {error: problem};
  }
  const iban = tellerIban(country, input);
  const given = Boolean(iban || bban || (input.iban ?? '').trim());
  if (paying || given) {
    if (!iban || !isValidIban(iban)) return {error: TELLER_MESSAGES.invalidIban};
    // A Swedish IBAN's own check digits protect nothing of the account inside it: the bank's are checked too.
    const swedish = swedishIbanProblem(iban);
    if (swedish) return {error: BANK_ACCOUNT_MESSAGES.swedish[swedish]};
    // The file that pays it: SEK to SE accounts only, the Finnish SEPA file to EEA accounts only.
    const fits = ibanPaymentProblem(country, iban);
    if (fits) return {error: fits};
  }
  return {bank: iban ? {iban} : {}};
}

/** A client's stored bank details (the admin's client edit, the import): what each write path checks. */
export interface ClientBankDetails {
  iban?: string | null;
  ukSortCode?: string | null;
  ukAccountNumber?: string | null;
}

/**
 * The bank details of a client as any write path saves them (admin's client edit, import): the
 * same rules as the teller's approval, for the client's country. Empty details are fine (not
 * every client is paid); given ones must be valid: an IBAN that fits the country's payment, a UK
 * sort code and account by the modulus rules. Undefined when they are fine.
 */
export function clientBankDetailsProblem(country: string | null | undefined, details: ClientBankDetails): string | undefined {
  const checked = tellerApprovalProblem(country, {...details, offeredDeclined: true, bban: null});
  return 'error' in checked ? checked.error : undefined;
}

/** 'The customer will be paid: X euros' (plus the SEK offer for Sweden, the GBP offer for the UK). */
export function paidLine(country: string | null | undefined, offers: Pick<TellerApprovalInput, 'offer' | 'sekOffer' | 'gbpOffer'>): string {
  const amount = (value: number | string | null | undefined) => centsToMoney(toCents(value) ?? 0);
  const local = country === 'sweden' ? ` (${amount(offers.sekOffer)} SEK)` : country === 'uk' ? ` (${amount(offers.gbpOffer)} GBP)` : '';
  return TELLER_MESSAGES.paid(`${amount(offers.offer)} euros${local}`);
}

/** The teller lists per language: orders (gold), zero (price 0), silver (no gold, silver), others (no gold or silver, a price). */
export const TELLER_LIST_KINDS = ['orders', 'zero', 'silver', 'others'] as const;
export type TellerListKind = (typeof TELLER_LIST_KINDS)[number];

/**
 * The arrival SMS pages' slugs (spec 02 §2 "Teller": finnish, swedish, finland-swedish; and uk, the
 * UK's orders, in uk-english, since the catalogue has their arrival text too). packagerLanguage reads a slug.
 */
export const ARRIVAL_SMS_LANGUAGES = ['finnish', 'swedish', 'finland-swedish', 'uk'] as const;

/** What the teller does with an order waiting for the offer call (POST /Orders/{id}/teller). */
export const TELLER_ACTIONS = ['approve', 'didNotAnswer', 'didNotAnswerSms', 'returnToValuation'] as const;
export type TellerAction = (typeof TELLER_ACTIONS)[number];

const offerAmount = () => z.number().min(0).max(99_999_999).nullable().optional();
const bankText = () => z.string().max(64).nullable().optional();
/** The bank details as the teller types them (checked by tellerApprovalProblem and clientBankDetailsProblem). */
const bankFields = {iban: bankText(), bban: bankText(), ukSortCode: bankText(), ukAccountNumber: bankText()};

/** POST /Orders/{id}/teller: the action, and for approve the form (spec 02 §5 "Teller approval"). */
export const tellerCommandSchema = z.strictObject({
  action: z.enum(TELLER_ACTIONS),
  offerAccepted: z.boolean().optional(),
  offeredDeclined: z.boolean().optional(),
  isDonation: z.boolean().optional(),
  termsAccepted: z.boolean().optional(),
  insuranceReturn: z.boolean().optional(),
  ignobleReturn: z.boolean().optional(),
  offer: offerAmount(),
  sekOffer: offerAmount(),
  gbpOffer: offerAmount(),
  ...bankFields,
  dateOfBirth: z.string().max(10).nullable().optional().meta({description: "The seller's full date of birth, YYYY-MM-DD (saved to the client)"}),
  personalIdentityNumber: z
    .string()
    .max(20)
    .nullable()
    .optional()
    .meta({description: "A Swedish seller's personnummer (saved to the client's identity; required for a Swedish purchase unless already known)"}),
  identityCheck: identityCheckSchema.nullable().optional().meta({description: "How the seller's identity was checked (required for a Swedish purchase)"}),
  tellerComment: z.string().max(10_000).nullable().optional(),
  revaluationMessageFromTeller: z.string().max(10_000).nullable().optional(),
  products: z
    .array(z.strictObject({key: z.string().max(100), inDeal: z.boolean()}))
    .max(200)
    .optional(),
});
export type TellerCommandForm = z.infer<typeof tellerCommandSchema>;

/** POST /teller/orders/{id}/bank-details: the bank details saved when the teller leaves the page. */
export const tellerBankDetailsSchema = z.strictObject(bankFields);

/**
 * The client form on the teller's page (spec 02 §2 "Teller": country, language and IBAN hidden):
 * name, postal address, phone, email and birth year, by the client form's rules; the birth year may
 * stay unknown (approval asks for the age then). The bank details have their own endpoint.
 */
export const tellerClientFieldsSchema = clientContactSchema({isWebOrder: true})
  .pick({firstName: true, lastName: true, address: true, zip: true, city: true, phone: true, email: true, birthYear: true})
  .strict();

/** The teller's client form with the zip of the client's country, so the order can still be posted back. */
export function tellerClientSchema(country: string | null | undefined) {
  return tellerClientFieldsSchema.superRefine((value, ctx) => {
    if (country && value.zip && !isValidPostalCode(country, value.zip))
      ctx.addIssue({code: 'custom', path: ['zip'], message: zipNotOfCountryMessage(value.zip, country)});
  });
}
export type TellerClientForm = z.infer<typeof tellerClientFieldsSchema>;

/** What the teller's page knows of the seller while the call goes on (typed or stored). */
export interface SellerOnPage {
  dateOfBirth?: string | null;
  birthYear?: number | null;
  personalIdentityNumber?: string | null;
  /** How the identity was checked, once chosen. */
  identityMethod?: string | null;
}

/**
 * What stands in the way of a purchase, shown from the moment the order opens (not only at Approve)
 * and gone as the teller fills it in: the seller's age (sellerAgeProblem; a valid personnummer gives
 * the date of birth) and, for a Swedish purchase, the personnummer and how the identity was checked.
 * The server's approval checks the same rules.
 */
export function sellerProblems(country: string | null | undefined, seller: SellerOnPage, today: string): string[] {
  const problems: string[] = [];
  const pin = seller.personalIdentityNumber?.trim() ?? '';
  const parsed = pin ? parsePersonnummer(pin, today) : undefined;
  const age = sellerAgeProblem({birthYear: seller.birthYear, dateOfBirth: parsed?.dateOfBirth ?? (seller.dateOfBirth?.trim() || null)}, today);
  if (age) problems.push(age);
  if (country === 'sweden') {
    if (!pin) problems.push(IDENTITY_MESSAGES.personalIdentityNumberRequired);
    else if (!parsed) problems.push(IDENTITY_MESSAGES.personalIdentityNumberInvalid);
    if (!seller.identityMethod) problems.push(IDENTITY_MESSAGES.identityCheckRequired);
  }
  return problems;
}

/**
 * The notice after a teller's command, naming the order and what was done: 'Order 10042: did not
 * answer, SMS sent to +358 40 123 4567'.
 */
export function tellerActionNotice(
  orderNumber: number | string | null | undefined,
  action: TellerAction,
  detail: {smsTo?: string | null; offerAccepted?: boolean; offeredDeclined?: boolean} = {},
): string {
  const done: Record<TellerAction, string> = {
    approve: detail.offeredDeclined ? 'approved, offer declined' : 'approved, offer accepted',
    didNotAnswer: 'did not answer, recorded',
    didNotAnswerSms: detail.smsTo ? `did not answer, SMS sent to ${detail.smsTo}` : 'did not answer, SMS sent',
    returnToValuation: 'returned to valuation',
  };
  return `Order ${orderNumber ?? ''}: ${done[action]}`;
}
