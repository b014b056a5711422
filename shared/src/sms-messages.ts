import {z} from 'zod';
import {recordId} from './contract';
import {COUNTRIES, LANGUAGES, LIMITS, type Country, type Language} from './constants';
import {MESSAGES} from './messages';

/**
 * The texts of the SMS the product sends, per language of the order (LANGUAGES). `{name}` marks a
 * placeholder; smsText fills it. The return code is the Finnish carrier's (Posti) return code of
 * the security bag, which is why every language names Posti (spec 01 §9 "Business constants and limits").
 */
export const SMS_CATALOGUE = {
  returnCode: {
    finnish: 'Hei! Voit palauttaa lähetyksesi maksutta palautuskoodilla {returnCode} lähimmässä Postin toimipisteessä. Ystävällisin terveisin, Karat',
    'finland-swedish':
      'Hej! Du kan returnera din försändelse avgiftsfritt med returkoden {returnCode} på närmaste Posti-verksamhetsställe. Med vänliga hälsningar, Karat',
    swedish: 'Hej! Du kan returnera din försändelse kostnadsfritt med returkoden {returnCode} på närmaste Posti-ombud. Med vänliga hälsningar, Karat',
    'uk-english': 'Hello! You can return your parcel free of charge with the return code {returnCode} at your nearest Posti service point. Kind regards, Karat',
  },
  // The package has arrived (spec 02 §9 "Business constants and limits": an offer follows in 1-3 days; UK: today or tomorrow).
  arrived: {
    finnish: 'Hei! Lähetyksesi on saapunut meille. Saat tarjouksen 1-3 arkipäivän kuluessa. Ystävällisin terveisin, Karat',
    'finland-swedish': 'Hej! Din försändelse har kommit fram till oss. Du får ett erbjudande inom 1-3 vardagar. Med vänliga hälsningar, Karat',
    swedish: 'Hej! Ditt paket har kommit fram till oss. Du får ett erbjudande inom 1-3 vardagar. Med vänliga hälsningar, Karat',
    'uk-english': 'Hello! Your parcel has arrived. You will receive our offer today or tomorrow. Kind regards, Karat',
  },
  // The teller did not reach the client (spec 02 §9 "Business constants and limits": callback hours; Finnish and Swedish variants),
  // with the number of the order's country to call back on (CALLBACK_PHONE_*: callbackPhoneOf).
  tellerNoAnswer: {
    finnish:
      'Hei! Yritimme soittaa sinulle kultalähetyksesi tarjouksesta. Soitathan meille numeroon {callbackPhone} arkisin klo 10-16. Ystävällisin terveisin, Karat',
    'finland-swedish':
      'Hej! Vi försökte ringa dig om erbjudandet för ditt guld. Ring oss gärna på {callbackPhone} vardagar kl. 10-16. Med vänliga hälsningar, Karat',
    swedish:
      'Hej! Vi har försökt ringa dig angående erbjudandet för ditt guld. Ring oss gärna på {callbackPhone} vardagar kl. 9-12 eller 13-16. Med vänliga hälsningar, Karat',
    'uk-english':
      'Hello! We tried to call you about the offer for your gold. Please call us back on {callbackPhone} on weekdays between 10:00 and 16:00. Kind regards, Karat',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type SmsKind = keyof typeof SMS_CATALOGUE;

/**
 * The texts a teller may send by hand (POST /SMs/send), to the order's own client only: the
 * catalogue's, never free text. The arrival SMS has its own command, once per order.
 */
export const TELLER_SMS_KINDS = ['tellerNoAnswer'] as const satisfies readonly SmsKind[];
export type TellerSmsKind = (typeof TELLER_SMS_KINDS)[number];

/** The numbers a client calls back on, per country (the server's CALLBACK_PHONE_FINLAND, _SWEDEN, _UK). */
export type CallbackPhones = Record<Country, string>;

/** The number of the order's country; an order without a known country is a Finnish one, as its texts are. */
export function callbackPhoneOf(phones: CallbackPhones, country: string | null | undefined): string {
  return (COUNTRIES as readonly string[]).includes(country ?? '') ? phones[country as Country] : phones.finland;
}

/** The placeholders a template names, in order of appearance. */
export function smsPlaceholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map(m => m[1]);
}

/**
 * The text of one SMS: the template of the language (Finnish when the language is missing or
 * unknown: the messages go to Finnish orders), every placeholder filled. A missing or blank value
 * throws: a message with a hole must never reach a client.
 */
export function smsText(kind: SmsKind, language: string | null | undefined, values: Record<string, string>): string {
  const lang: Language = (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : 'finnish';
  const template: string = SMS_CATALOGUE[kind][lang];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value.trim() === '') throw new Error(`SMS ${kind}: missing value for {${name}}`);
    return value;
  });
}

const HOUR_MS = 3_600_000;

/** Since when the SMS limits count sent messages: the order's last 24 hours, the member's last hour. */
export function smsLimitWindows(now: Date): {orderSince: Date; memberSince: Date} {
  return {orderSince: new Date(now.getTime() - 24 * HOUR_MS), memberSince: new Date(now.getTime() - HOUR_MS)};
}

/**
 * The limits of every SMS a member sends by hand (the return-code SMS, the teller's no-answer SMS),
 * on the messages of that kind not failed within smsLimitWindows: the order's, the member's. The
 * message of the limit reached, or undefined while another may go.
 */
export function smsLimitProblem(sent: {perOrder: number; perMember: number}): string | undefined {
  if (sent.perOrder >= LIMITS.smsPerOrderPer24h) return MESSAGES.smsOrderLimit;
  if (sent.perMember >= LIMITS.smsPerMemberPerHour) return MESSAGES.smsMemberLimit;
  return undefined;
}

/** POST /SMs/send/arrived: the order; its client's phone and the catalogue's text in its language. */
export const arrivedSmsSchema = z.strictObject({orderId: recordId()});
export type ArrivedSmsForm = z.infer<typeof arrivedSmsSchema>;

/** POST /SMs/send: a teller's hand-sent SMS, which order's client and which of the catalogue's texts; no number, no free text. */
export const tellerSmsSchema = z.strictObject({
  orderId: recordId(),
  kind: z.enum(TELLER_SMS_KINDS).describe("The catalogue's text, in the order's language"),
});
export type TellerSmsForm = z.infer<typeof tellerSmsSchema>;
