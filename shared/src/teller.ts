import {bbanToIban, compactUkNumber, isValidIban, normalizeIban, ukAccountProblem} from './bank-accounts';

// The teller's confirmation (spec 02 §4 Teller confirmation, §5 Teller approval, §8, §9): the offer's
// automatic and manual modes, the insurance return, the seller's age, and the approval's checks with
// the spec's texts. Money is handled in whole cents and answered as "123.45" strings.

export const TELLER_MESSAGES = {
  checkAcceptOrDecline: 'Check offer accept or decline',
  offerEmpty: 'Deal is accepted, but offer is empty or 0',
  sekOfferEmpty: 'Deal is accepted, but SEK offer is empty or 0',
  gbpOfferEmpty: 'Deal is accepted, but GBP offer is empty or 0',
  invalidIban: 'Invalid IBAN',
  invalidSortCode: (value: string) => `Invalid UK sort code ${value}`,
  invalidAccountNumber: 'Invalid UK account number',
  missingClient: 'Missing client',
  missingPhone: 'Missing phone number',
  notEligible: 'Order is not waiting for the teller',
  alreadyTellered: 'Order is already approved by a teller',
  underAge: (age: number) => `The seller is under 18 (${age} this year by the birth year): a purchase from anyone under 18 is not allowed`,
  thirdOrder: 'This is the 3rd order of this client',
  paid: (amounts: string) => `The customer will be paid: ${amounts}`,
  arrivedAlreadySent: 'Arrival SMS is already sent',
  arrivedNotEligible: 'Order is not waiting for an arrival SMS',
} as const;

/** The offer minimum (spec 02 §9). */
export const OFFER_MINIMUM = 0.01;
/** Out-of-deal products worth more than this set insuranceReturn (spec 02 §9). */
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

/** The seller's age this year by the birth year (the age they turn this year). */
export const ageThisYear = (birthYear: number, year: number): number => year - birthYear;

/** The under-18 refusal's text, or undefined when the seller is 18 or older (or the birth year is unknown). */
export function underAgeProblem(birthYear: number | null | undefined, year: number): string | undefined {
  if (!birthYear) return undefined;
  const age = ageThisYear(birthYear, year);
  return age < MINIMUM_SELLER_AGE ? TELLER_MESSAGES.underAge(age) : undefined;
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
  const iban = tellerIban(country, input);
  const given = Boolean(iban || (input.bban ?? '').trim() || (input.iban ?? '').trim());
  if (paying || given) {
    if (!iban || !isValidIban(iban)) return {error: TELLER_MESSAGES.invalidIban};
  }
  return {bank: iban ? {iban} : {}};
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

/** The arrival SMS pages' languages (spec 02 §2: finnish, swedish, finland-swedish). */
export const ARRIVAL_SMS_LANGUAGES = ['finnish', 'swedish', 'finland-swedish'] as const;
