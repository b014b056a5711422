import {z} from 'zod';
import {MESSAGES} from './messages';

// The review invitation e-mail (spec 02 §7 "Teller": POST ClientEmails/send {email, lang}), one text per
// language of the catalogue: fi, sv, svFI, en (the order languages finnish, swedish,
// finland-swedish, uk-english are read as the same).

export const EMAIL_LANGS = ['fi', 'sv', 'svFI', 'en'] as const;
export type EmailLang = (typeof EMAIL_LANGS)[number];

const LANGUAGE_TO_LANG: Record<string, EmailLang> = {finnish: 'fi', swedish: 'sv', 'finland-swedish': 'svFI', 'uk-english': 'en'};

/** The catalogue's language of a `lang` (fi, sv, svFI, en, or an order language); undefined for another. */
export function emailLang(lang: string | null | undefined): EmailLang | undefined {
  if ((EMAIL_LANGS as readonly string[]).includes(lang ?? '')) return lang as EmailLang;
  return LANGUAGE_TO_LANG[lang ?? ''];
}

export const INVALID_EMAIL = 'Invalid email';

/** POST /ClientEmails/send: an address (something@domain.tld, trimmed) and a language emailLang reads. */
export const clientEmailSchema = z.strictObject({
  email: z
    .string()
    .max(254)
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, INVALID_EMAIL),
  lang: z
    .string()
    .max(20)
    .refine(lang => emailLang(lang) !== undefined, MESSAGES.unknownLanguage),
});
export type ClientEmailForm = z.infer<typeof clientEmailSchema>;

export const REVIEW_EMAIL: Record<EmailLang, {subject: string; text: string}> = {
  fi: {
    subject: 'Kiitos kaupasta – kerro kokemuksestasi',
    text: 'Hei!\n\nKiitos, että myit kultasi meille. Kertoisitko kokemuksestasi arvostelulla? Palautteesi auttaa meitä palvelemaan paremmin.\n\nYstävällisin terveisin,\nKarat',
  },
  sv: {
    subject: 'Tack för affären – berätta om din upplevelse',
    text: 'Hej!\n\nTack för att du sålde ditt guld till oss. Vill du berätta om din upplevelse i en recension? Din åsikt hjälper oss att bli bättre.\n\nMed vänliga hälsningar,\nKarat',
  },
  svFI: {
    subject: 'Tack för affären – berätta om din erfarenhet',
    text: 'Hej!\n\nTack för att du sålde ditt guld till oss. Vill du berätta om din erfarenhet i en recension? Din respons hjälper oss att betjäna dig bättre.\n\nMed vänliga hälsningar,\nKarat',
  },
  en: {
    subject: 'Thank you – tell us how we did',
    text: 'Hello,\n\nThank you for selling your gold to us. Would you tell others about your experience in a review? Your feedback helps us do better.\n\nKind regards,\nKarat',
  },
};
