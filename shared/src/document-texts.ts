import {COUNTRIES, LANGUAGES, type Country, type Language} from './constants';

// The texts of the documents the server prints: the invoice and the letter that go
// in the security bag, the carrier label and the valuation label. One catalogue per document
// language; the order's language picks it.

/** The languages of the documents: the greeting record's keys (spec 01 §3 "Greetings") and English for the UK. */
export const DOCUMENT_LANGUAGES = ['fi', 'sv', 'svFI', 'en'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

const BY_LANGUAGE: Record<Language, DocumentLanguage> = {finnish: 'fi', swedish: 'sv', 'finland-swedish': 'svFI', 'uk-english': 'en'};
const BY_COUNTRY: Record<Country, DocumentLanguage> = {finland: 'fi', sweden: 'sv', uk: 'en'};

/** The document language of an order: its language, else its country's, else Finnish. */
export function documentLanguage(language: string | null | undefined, country?: string | null): DocumentLanguage {
  if ((LANGUAGES as readonly string[]).includes(language ?? '')) return BY_LANGUAGE[language as Language];
  if ((COUNTRIES as readonly string[]).includes(country ?? '')) return BY_COUNTRY[country as Country];
  return 'fi';
}

/**
 * The greeting printed on the invoice and the letter when the admin's greetings record has none
 * for the language (spec 01 §2 "Admin": /admin/greetings edits fi, sv and svFI; English has no field there).
 */
export const DEFAULT_GREETINGS: Record<DocumentLanguage, string> = {
  fi: 'Hei! Kiitos, että valitsit Karatin. Tässä on turvapussisi: laita kulta- ja hopeaesineesi pussiin, sulje se ja vie se lähimpään Postin toimipisteeseen. Arvioimme lähetyksesi heti sen saavuttua ja soitamme sinulle tarjouksen.',
  sv: 'Hej! Tack för att du valde Karat. Här är din säkerhetspåse: lägg dina guld- och silverföremål i påsen, förslut den och lämna den hos närmaste postombud. Vi värderar försändelsen så snart den kommer fram och ringer dig med ett erbjudande.',
  svFI: 'Hej! Tack för att du valde Karat. Här är din säkerhetspåse: lägg dina guld- och silverföremål i påsen, förslut den och lämna den på närmaste Posti-verksamhetsställe. Vi värderar försändelsen så fort den har kommit fram och ringer upp dig med ett anbud.',
  en: 'Hello! Thank you for choosing Karat. Here is your security bag: put your gold and silver items in the bag, seal it and post it at your nearest post office. We value your parcel as soon as it arrives, call you with our offer and pay in pounds (£) straight to your bank account.',
};

/** The greeting of a language: the admin's text when there is one, else the default. */
export function greetingText(greetings: Partial<Record<DocumentLanguage, string | null>> | null | undefined, language: DocumentLanguage): string {
  const text = greetings?.[language];
  return typeof text === 'string' && text.trim() ? text.trim() : DEFAULT_GREETINGS[language];
}

export interface DocumentTexts {
  invoiceTitle: string;
  letterTitle: string;
  orderNumber: string;
  referenceNumber: string;
  rfReference: string;
  clientNumber: string;
  date: string;
  dueDate: string;
  barCode: string;
  /** The invoice's line on how to pay, above the payment details. */
  invoicePayment: string;
  /** The letter's line under the greeting. */
  letterNote: string;
  sender: string;
  receiver: string;
  valuationLabel: string;
}

export const DOCUMENT_TEXTS: Record<DocumentLanguage, DocumentTexts> = {
  fi: {
    invoiceTitle: 'LASKU',
    letterTitle: 'TURVAPUSSISI',
    orderNumber: 'Tilausnumero',
    referenceNumber: 'Viitenumero',
    rfReference: 'RF-viite',
    clientNumber: 'Asiakasnumero',
    date: 'Päiväys',
    dueDate: 'Eräpäivä',
    barCode: 'Lähetystunnus',
    invoicePayment: 'Käytä maksaessasi aina viitenumeroa.',
    letterNote: 'Mainitse tilausnumerosi, kun otat yhteyttä asiakaspalveluumme.',
    sender: 'Lähettäjä',
    receiver: 'Vastaanottaja',
    valuationLabel: 'Arviointi',
  },
  sv: {
    invoiceTitle: 'FAKTURA',
    letterTitle: 'DIN SÄKERHETSPÅSE',
    orderNumber: 'Ordernummer',
    referenceNumber: 'Referensnummer',
    rfReference: 'RF-referens',
    clientNumber: 'Kundnummer',
    date: 'Datum',
    dueDate: 'Förfallodag',
    barCode: 'Försändelse-id',
    invoicePayment: 'Ange alltid referensnumret när du betalar.',
    letterNote: 'Uppge ditt ordernummer när du kontaktar vår kundtjänst.',
    sender: 'Avsändare',
    receiver: 'Mottagare',
    valuationLabel: 'Värdering',
  },
  svFI: {
    invoiceTitle: 'FAKTURA',
    letterTitle: 'DIN SÄKERHETSPÅSE',
    orderNumber: 'Ordernummer',
    referenceNumber: 'Referensnummer',
    rfReference: 'RF-referens',
    clientNumber: 'Kundnummer',
    date: 'Datum',
    dueDate: 'Förfallodag',
    barCode: 'Försändelsekod',
    invoicePayment: 'Använd alltid referensnumret vid betalning.',
    letterNote: 'Uppge ditt ordernummer när du kontaktar vår kundbetjäning.',
    sender: 'Avsändare',
    receiver: 'Mottagare',
    valuationLabel: 'Värdering',
  },
  en: {
    invoiceTitle: 'INVOICE',
    letterTitle: 'YOUR SECURITY BAG',
    orderNumber: 'Order number',
    referenceNumber: 'Reference number',
    rfReference: 'RF reference',
    clientNumber: 'Customer number',
    date: 'Date',
    dueDate: 'Due date',
    barCode: 'Parcel number',
    invoicePayment: 'Always quote the reference number when you pay.',
    letterNote: 'Please quote your order number when you contact our customer service.',
    sender: 'From',
    receiver: 'To',
    valuationLabel: 'Valuation',
  },
};

/** A Finnish reference number as printed: groups of five digits from the right (1234 56789). */
export function printedFinnishReference(reference: string): string {
  const digits = reference.replace(/\s/g, '');
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 5) groups.unshift(digits.slice(Math.max(0, end - 5), end));
  return groups.join(' ');
}

/** An RF creditor reference as printed: groups of four from the left (RF33 1234 5). */
export function printedRfReference(reference: string): string {
  return reference.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
