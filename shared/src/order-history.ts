import {formatIban} from './bank-accounts';
import {CARRIER_LABELS, type Country} from './constants';
import {formatGrams, formatMoney, formatOffer, MARKET_CURRENCY} from './numbers';

/** An audit entry of an order as the history tab reads it. */
export interface OrderHistoryFacts {
  action?: string | null;
  memberName?: string | null;
  memberId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

const CALL_TYPES: Record<string, string> = {WELCOME_CALL: 'Welcome call', AFTER_CALL: 'After call', COLD_CALL: 'Cold call'};
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
/** 'doesNotAnswer' → 'does not answer'. */
const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
const countryOf = (facts: Record<string, unknown>, fallback: Country): Country =>
  facts.country === 'sweden' || facts.country === 'uk' || facts.country === 'finland' ? facts.country : fallback;

/** The account a payment went to, as staff read it: the IBAN in groups, or the UK sort code and account. */
function accountText(payee: Record<string, unknown> | undefined): string {
  if (!payee) return '';
  if (payee.iban) return formatIban(text(payee.iban));
  if (payee.ukSortCode || payee.ukAccountNumber) return `sort code ${text(payee.ukSortCode)}, account ${text(payee.ukAccountNumber)}`;
  return '';
}

/** What a payment batch paid the order: the approved amount in its market's currency, to the approved account. */
function paidSentence(after: Record<string, unknown>, country: Country): string {
  const paid = (after.paid ?? {}) as Record<string, unknown>;
  const payeeCountry = countryOf(paid, country);
  const currency = MARKET_CURRENCY[payeeCountry];
  const amount = formatMoney(paid.amount as string | number | undefined, currency);
  const account = accountText(paid);
  const batch = after.paymentXmlId ? ` in batch ${text(after.paymentXmlId)}` : '';
  if (paid.isDonation) return `Donated ${amount}${batch}`.replace(/ {2,}/g, ' ');
  return ['Paid', amount, account ? `to ${account}` : ''].filter(Boolean).join(' ') + batch;
}

/** The sentence of one action, without who did it. */
function actionSentence(entry: OrderHistoryFacts, country: Country): string {
  const after = entry.after ?? {};
  const action = entry.action ?? '';
  if (action.startsWith('call:')) {
    const [, type, event] = action.split(':');
    return `${CALL_TYPES[type] ?? words(type)}: ${words(event ?? '')}`;
  }
  switch (action) {
    case 'create':
      return 'Created the order';
    case 'update':
    case 'edit':
      return 'Edited the order';
    case 'receive':
      return 'Received the package';
    case 'reopen-and-receive':
      return 'Reopened the closed order and received the package';
    case 'reopen':
      return 'Reopened the order';
    case 'close':
      return `Closed the order${after.closeMethod ? ` (${text(after.closeMethod)})` : ''}${after.closeReason ? `: ${text(after.closeReason)}` : ''}`;
    case 'register-package':
      return `Registered with ${CARRIER_LABELS[text(after.carrier)] ?? 'the carrier'}: bar code ${text(after.barCode)}`;
    case 'register-package-failed':
      return `Carrier registration failed: ${text(after.shipmentRegisterError)}`;
    case 'retry-registration':
      return 'Queued the carrier registration again';
    case 'return-code':
      return `Return code ${text(after.returnCode)} from the carrier`;
    case 'add-barcode':
      return `Added bar code ${text(after.barCode)}`;
    case 'packager-claim':
      return 'Took the order to pack';
    case 'packager-release':
      return 'Gave the order back to the packing queue';
    case 'mark-as-packaged':
      return 'Sent the security bag';
    case 'valuation':
    case 're-valuation': {
      const gold = Number(after.goldWeight) > 0 ? `, gold ${formatGrams(after.goldWeight as number, country)}` : '';
      const silver = Number(after.silverWeight) > 0 ? `, silver ${formatGrams(after.silverWeight as number, country)}` : '';
      const price = after.price === undefined ? '' : ` at ${formatMoney(after.price as number, 'EUR')}`;
      return `${action === 'valuation' ? 'Valued' : 'Valued again'}${price}${gold}${silver}`;
    }
    case 'valuation-boomerang':
      return 'Marked as boomerang at valuation';
    case 'teller-approve':
      return after.offerAccepted === false ? 'Offer declined' : `Offer accepted: ${formatOffer({country, ...after})}`;
    case 'teller-did-not-answer':
      return 'Called with the offer: did not answer';
    case 'teller-did-not-answer-sms':
      return 'Called with the offer: did not answer, SMS sent';
    case 'teller-return-to-valuation':
      return 'Returned to valuation';
    case 'teller-bank-details-after-approval':
      return 'Bank details changed after the approval';
    case 'arrived-sms':
      return 'Arrival SMS sent';
    case 'payment-batch':
      return paidSentence(after, country);
    case 'payment-returned':
      return 'Payment returned by the bank';
    case 'bursar-complete':
      return `Completed by the bursar${after.isBursarReturnMade ? ', return made' : ''}`;
    default:
      return words(action.replace(/[-_:]/g, ' ')).replace(/^./, c => c.toUpperCase());
  }
}

/**
 * One history line as a sentence ("Paid 360,50 € to FI21 1234 5600 0007 85 in batch 12 by Paula
 * Payer"): the action in words with its figures in the market's formats, and who did it (the
 * system's own changes, a background job's, say so).
 */
export function orderHistorySentence(entry: OrderHistoryFacts, country: Country = 'finland'): string {
  const who = entry.memberName ?? (entry.memberId ? `member #${entry.memberId}` : 'the system');
  return `${actionSentence(entry, country)} by ${who}`;
}
