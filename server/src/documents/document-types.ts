import type {DocumentLanguage} from '@karat/shared';

// The data the layouts print: plain values, no models and no database, so every layout is a pure
// function testable without HTTP (unit/documents.unit.ts).

/** A postal address as printed: the name, then the lines under it. */
export interface PostalAddress {
  name: string;
  lines: string[];
}

/** What the documents of one order print. */
export interface OrderDocumentData {
  orderNumber: number;
  barCode: string | null;
  referenceNumber: string | null;
  language: DocumentLanguage;
  clientNumber: number | null;
  /** The client's address, or the order's own when it has one (the security bag goes there). */
  receiver: PostalAddress;
  /** The company's return address for the order's country (configuration). */
  sender: PostalAddress;
  /** The greeting of the invoice and the letter: the admin's text, else the default. */
  greeting: string;
  /** Printed dates, already formatted in the business time zone. */
  printedOn: string;
  dueDate: string | null;
}

/** One generated document as the endpoint sends it. */
export interface DocumentFile {
  body: Buffer;
  contentType: 'application/pdf' | 'text/plain; charset=utf-8';
  filename: string;
}

/** A label's size: 10 x 13 cm in PDF points (72 a inch). */
export const LABEL_SIZE_PT: [number, number] = [283.46, 368.5];
/** A4 in PDF points, printed unscaled (spec 02 §9 "Business constants and limits": 8.27 x 11.69 in). */
export const A4_SIZE_PT: [number, number] = [595.28, 841.89];
/** The Zebra's label at 203 dpi: 10 x 13 cm in dots. */
export const LABEL_DOTS = {width: 800, length: 1040} as const;
