import {z} from 'zod';
import {recordId} from './contract';
import {LANGUAGES, type Language} from './constants';

/**
 * The texts of the SMS the product sends, per language of the order (LANGUAGES). `{name}` marks a
 * placeholder; smsText fills it. The return code is the Finnish carrier's (Posti) return code of
 * the security bag, which is why every language names Posti (spec 01 §9).
 */
export const SMS_CATALOGUE = {
  returnCode: {
    finnish: 'Hei! Voit palauttaa lähetyksesi maksutta palautuskoodilla {returnCode} lähimmässä Postin toimipisteessä. Ystävällisin terveisin, Karat',
    'finland-swedish':
      'Hej! Du kan returnera din försändelse avgiftsfritt med returkoden {returnCode} på närmaste Posti-verksamhetsställe. Med vänliga hälsningar, Karat',
    swedish: 'Hej! Du kan returnera din försändelse kostnadsfritt med returkoden {returnCode} på närmaste Posti-ombud. Med vänliga hälsningar, Karat',
    'uk-english': 'Hello! You can return your parcel free of charge with the return code {returnCode} at your nearest Posti service point. Kind regards, Karat',
  },
  // The package has arrived (spec 02 §9: an offer follows in 1-3 days; UK: today or tomorrow).
  arrived: {
    finnish: 'Hei! Lähetyksesi on saapunut meille. Saat tarjouksen 1-3 arkipäivän kuluessa. Ystävällisin terveisin, Karat',
    'finland-swedish': 'Hej! Din försändelse har kommit fram till oss. Du får ett erbjudande inom 1-3 vardagar. Med vänliga hälsningar, Karat',
    swedish: 'Hej! Ditt paket har kommit fram till oss. Du får ett erbjudande inom 1-3 vardagar. Med vänliga hälsningar, Karat',
    'uk-english': 'Hello! Your parcel has arrived. You will receive our offer today or tomorrow. Kind regards, Karat',
  },
  // The teller did not reach the client (spec 02 §9: callback hours; Finnish and Swedish variants).
  tellerNoAnswer: {
    finnish: 'Hei! Yritimme soittaa sinulle kultalähetyksesi tarjouksesta. Soitathan meille arkisin klo 10-16. Ystävällisin terveisin, Karat',
    'finland-swedish': 'Hej! Vi försökte ringa dig om erbjudandet för ditt guld. Ring oss gärna vardagar kl. 10-16. Med vänliga hälsningar, Karat',
    swedish: 'Hej! Vi har försökt ringa dig angående erbjudandet för ditt guld. Ring oss gärna vardagar kl. 9-12 eller 13-16. Med vänliga hälsningar, Karat',
    'uk-english': 'Hello! We tried to call you about the offer for your gold. Please call us back on weekdays between 10:00 and 16:00. Kind regards, Karat',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type SmsKind = keyof typeof SMS_CATALOGUE;

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

/** POST /SMs/send (spec 01 §7, the old system's plain send): a number and a text. */
export const smsSchema = z.strictObject({to: z.string().max(20), msg: z.string().min(1).max(1000)});
export type SmsForm = z.infer<typeof smsSchema>;

/** POST /SMs/send/arrived: the order; without `to` and `msg`, the client's phone and the catalogue's text. */
export const arrivedSmsSchema = z.strictObject({
  orderId: recordId(),
  to: z.string().max(40).nullable().optional(),
  msg: z.string().max(1000).nullable().optional(),
});
export type ArrivedSmsForm = z.infer<typeof arrivedSmsSchema>;
