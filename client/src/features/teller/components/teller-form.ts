import {moneyInput, parseDecimal, type IdentityCheckMethod} from '@karat/shared';
import {
  automaticOffer,
  compactUkNumber,
  isValidIban,
  normalizeIban,
  sellerProblems,
  startsManual,
  tellerApprovalProblem,
  tellerCommandSchema,
  ukAccountProblem,
} from '@karat/shared/teller';
import type {FormikErrors} from 'formik';
import {toFormikValidate} from '@/lib/formik-zod';
import type {OrderWithRelations, TellerCommand} from '../api/teller';
import type {Bank} from './BankDetails';
import type {ProductLine} from '@/entities/order';
import type {Identity} from './SellerIdentity';

// The teller's show page as a formik form (spec 02 §2 "Teller", §4 "Teller confirmation", §5 "Teller approval"):
// its values, the approve command they make, its checks, and what leaving the page keeps or loses.

export const TELLER_OPTIONS = [
  ['offerAccepted', 'Offer accepted'],
  ['offeredDeclined', 'Offer declined'],
  ['isDonation', 'Donation'],
  ['termsAccepted', 'Terms accepted'],
  ['insuranceReturn', 'Insurance return'],
  ['ignobleReturn', 'Ignoble return'],
] as const;
export type TellerOption = (typeof TELLER_OPTIONS)[number][0];

export type TellerValues = Record<TellerOption, boolean> & {
  /** Form only, never saved (spec 02 §3, the order's fields): after Approve the review invitation goes to the client's e-mail. */
  sendReview: boolean;
  /** The order's products; the teller moves each in or out of the deal. */
  products: ProductLine[];
  /** The teller typed the offer; else it follows the products in the deal (automaticOffer). */
  manual: boolean;
  offer: string;
  sekOffer: string;
  gbpOffer: string;
  bank: Bank;
  dateOfBirth: string;
  /** A Swedish purchase's seller identity (law 1999:271): the personnummer and how it was checked. */
  identity: Identity;
  tellerComment: string;
  revaluationMessageFromTeller: string;
};

/** What the form's rules need of the order besides the values. */
export interface TellerContext {
  country: string;
  client?: {dateOfBirth?: string | null; birthYear?: number | null} | null;
  /** A Swedish client's personnummer from an earlier purchase. */
  knownPersonalIdentityNumber: string | null;
}

export const tellerContext = (order: OrderWithRelations, knownPersonalIdentityNumber: string | null): TellerContext => ({
  country: order.country ?? '',
  client: order.client,
  knownPersonalIdentityNumber,
});

/** The form as the order opens: the order's options, offers and comments, the client's account and date of birth. */
export function tellerValues(order: OrderWithRelations, knownPersonalIdentityNumber: string | null): TellerValues {
  const client = order.client;
  const options = Object.fromEntries(TELLER_OPTIONS.map(([key]) => [key, Boolean(order[key])])) as Record<TellerOption, boolean>;
  return {
    ...options,
    sendReview: false,
    products: (order.products ?? []) as ProductLine[],
    manual: startsManual(order.offer),
    // Each as its payers type it: 360,50 (euros, kronor), 360.50 (pounds).
    offer: moneyInput(order.offer, 'EUR'),
    sekOffer: moneyInput(order.sekOffer, 'SEK'),
    gbpOffer: moneyInput(order.gbpOffer, 'GBP'),
    bank: {iban: client?.iban ?? '', bban: '', sortCode: client?.ukSortCode ?? '', account: client?.ukAccountNumber ?? ''},
    dateOfBirth: client?.dateOfBirth ?? '',
    identity: {personalIdentityNumber: knownPersonalIdentityNumber ?? '', identityMethod: '', documentNumber: ''},
    tellerComment: order.tellerComment ?? '',
    revaluationMessageFromTeller: order.revaluationMessageFromTeller ?? '',
  };
}

/** An offer's text as a number: null when empty, NaN when not a number (the approval says so). */
export const offerNumber = (text: string) => (text.trim() === '' ? null : (parseDecimal(text) ?? NaN));

/** The offer shown and sent: as typed, or the sum of the in-deal products' prices. */
export const offerOf = (values: TellerValues) => (values.manual ? values.offer : moneyInput(automaticOffer(values.products), 'EUR'));

/** The three offers as numbers, for the command and the preview's paid line. */
export const offersOf = (values: TellerValues) => ({
  offer: offerNumber(offerOf(values)),
  sekOffer: offerNumber(values.sekOffer),
  gbpOffer: offerNumber(values.gbpOffer),
});

/** The Swedish seller's identity as the command carries it: a new personnummer only, the check when chosen. */
function identityOf(identity: Identity, known: string | null): Partial<TellerCommand> {
  const pin = identity.personalIdentityNumber.trim();
  const documentNumber = identity.documentNumber.trim();
  return {
    ...(pin && pin !== known ? {personalIdentityNumber: pin} : {}),
    ...(identity.identityMethod ? {identityCheck: {method: identity.identityMethod as IdentityCheckMethod, ...(documentNumber ? {documentNumber} : {})}} : {}),
  };
}

/** The values -> POST /Orders/{id}/teller's approve: the country's offers and account, what changed of the seller, the products in the deal. */
export function toCommand(values: TellerValues, context: TellerContext): TellerCommand {
  const {country, client} = context;
  const offers = offersOf(values);
  const dateOfBirth = values.dateOfBirth.trim();
  const options = Object.fromEntries(TELLER_OPTIONS.map(([key]) => [key, values[key]])) as Record<TellerOption, boolean>;
  return {
    action: 'approve',
    ...options,
    offer: offers.offer,
    ...(country === 'sweden' ? {sekOffer: offers.sekOffer} : {}),
    ...(country === 'uk'
      ? {gbpOffer: offers.gbpOffer, ukSortCode: values.bank.sortCode, ukAccountNumber: values.bank.account}
      : {iban: values.bank.iban, bban: values.bank.bban}),
    ...(dateOfBirth && values.dateOfBirth !== client?.dateOfBirth ? {dateOfBirth} : {}),
    ...(country === 'sweden' ? identityOf(values.identity, context.knownPersonalIdentityNumber) : {}),
    tellerComment: values.tellerComment,
    products: values.products.filter(p => p.key).map(p => ({key: p.key!, inDeal: Boolean(p.inDeal)})),
  };
}

/** The form's errors: the command's fields (tellerCommandSchema), and the approval's first problem in the spec's order. */
export type TellerErrors = FormikErrors<TellerValues> & {approval?: string};

/**
 * Formik's validate: the approval's rules (tellerApprovalProblem, the texts of spec 02 §8) and the
 * command's shape (tellerCommandSchema: lengths, the identity check's document number), as the server checks them.
 */
export function validateTeller(context: TellerContext) {
  const shape = toFormikValidate(tellerCommandSchema, (values: TellerValues) => toCommand(values, context));
  return (values: TellerValues): TellerErrors => {
    const checked = tellerApprovalProblem(context.country, toCommand(values, context));
    return {...shape(values), ...('error' in checked ? {approval: checked.error} : {})};
  };
}

function firstMessage(errors: unknown): string | undefined {
  if (typeof errors === 'string') return errors;
  if (errors && typeof errors === 'object') for (const value of Object.values(errors)) if (firstMessage(value)) return firstMessage(value);
  return undefined;
}

/** The one problem the page shows at To preview: the approval's first, else the first field's. */
export const firstProblem = (errors: TellerErrors): string | undefined => errors.approval ?? firstMessage(errors);

/**
 * What stands in the way of the purchase while the call goes on (sellerProblems): a declined offer
 * buys nothing, so nothing is asked of the seller then.
 */
export function sellerProblemsOf(values: TellerValues, context: TellerContext, today: string): string[] {
  if (values.offeredDeclined) return [];
  const seller = {
    dateOfBirth: values.dateOfBirth,
    birthYear: context.client?.birthYear,
    personalIdentityNumber: values.identity.personalIdentityNumber.trim(),
    identityMethod: values.identity.identityMethod,
  };
  return sellerProblems(context.country, seller, today);
}

/**
 * Whether leaving would lose what the teller typed: an offer, the date of birth, the seller's
 * identity, a comment. Ticked boxes are a click to redo and are not asked about; the account is not
 * lost either (leaving saves a changed, valid one: bankToSave).
 */
export function typedChanges(values: TellerValues, initial: TellerValues): boolean {
  const texts = ['sekOffer', 'gbpOffer', 'dateOfBirth', 'tellerComment', 'revaluationMessageFromTeller'] as const;
  return (
    (values.manual && values.offer !== initial.offer) ||
    texts.some(key => values[key] !== initial[key]) ||
    (Object.keys(initial.identity) as (keyof Identity)[]).some(key => values.identity[key] !== initial.identity[key])
  );
}

/**
 * The account leaving the page saves to the client (spec 02 §4 "Teller confirmation"): a changed,
 * valid IBAN (a UK sort code and account); undefined when there is nothing to save.
 */
export function bankToSave(
  country: string,
  bank: Bank,
  client: {iban?: string | null; ukSortCode?: string | null; ukAccountNumber?: string | null},
): {iban: string} | {ukSortCode: string; ukAccountNumber: string} | undefined {
  if (country === 'uk') {
    // Compared in the form each is stored in: a number typed with spaces is not a new account.
    const changed =
      compactUkNumber(bank.sortCode) !== compactUkNumber(client.ukSortCode) || compactUkNumber(bank.account) !== compactUkNumber(client.ukAccountNumber);
    return changed && !ukAccountProblem(bank.sortCode, bank.account) ? {ukSortCode: bank.sortCode, ukAccountNumber: bank.account} : undefined;
  }
  return normalizeIban(bank.iban) !== normalizeIban(client.iban ?? '') && isValidIban(bank.iban) ? {iban: bank.iban} : undefined;
}
