import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_GREETINGS, DOCUMENT_TEXTS, rfReference, type DocumentLanguage} from '@karat/shared';
import {
  carrierLabelPdf,
  carrierLabelZpl,
  invoicePdf,
  letterPdf,
  testLabelZpl,
  testPagePdf,
  valuationLabelPdf,
  valuationLabelZpl,
  zplField,
  type OrderDocumentData,
} from '../../documents';
import {pdfPageSizes, pdfText} from '../helpers/pdf-text';
import {readPdfCode128} from '../helpers/barcode-reader';

// The layouts are pure functions of plain values, tested without HTTP.

const FIXTURES = path.resolve(__dirname, '../../../src/__tests__/fixtures');

/** A fixed order: the golden ZPL file is its carrier label. */
function givenOrder(overrides: Partial<OrderDocumentData> = {}): OrderDocumentData {
  return {
    orderNumber: 123456,
    barCode: 'JJFI6000123456789012',
    referenceNumber: '1234561',
    language: 'fi',
    clientNumber: 4321,
    receiver: {name: 'Åsa Öhman-Ääri', lines: ['Mäkitie 3 A 4', '00100 HELSINKI']},
    sender: {name: 'Karat Oy', lines: ['PL 100', '00101 HELSINKI', 'FINLAND']},
    greeting: 'Hyvää päivää! Kiitos tilauksestasi.',
    printedOn: '2.3.2026',
    dueDate: '18.3.2026',
    ...overrides,
  };
}

const uncompressed = {compress: false};
const near = (a: number, b: number) => Math.abs(a - b) < 0.01;

describe('carrier label', () => {
  it('is the committed golden ZPL for a fixed order', () => {
    const golden = fs.readFileSync(path.join(FIXTURES, 'carrier-label.zpl'), 'utf8');
    expect(carrierLabelZpl(givenOrder())).toBe(golden);
  });

  it('is a 10 x 13 cm label at 203 dpi with the bar code as Code 128, sender and receiver', () => {
    const zpl = carrierLabelZpl(givenOrder());
    expect(zpl.startsWith('^XA\n^CI28\n^PW800\n^LL1040\n')).toBe(true);
    expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
    expect(zpl).toMatch(/\^BY[1-4]\^BCN,200,Y,N,N,A\^FH_\^FDJJFI6000123456789012\^FS/);
    for (const text of [
      'Lähettäjä',
      'Karat Oy',
      '00101 HELSINKI',
      'Vastaanottaja',
      'Åsa Öhman-Ääri',
      'Mäkitie 3 A 4',
      'Tilausnumero 123456',
      'Viitenumero 12 34561',
    ]) {
      expect(zpl).toContain(`^FD${text}^FS`);
    }
    // Every field lies on the label.
    for (const [, x, y] of zpl.matchAll(/\^FO(\d+),(\d+)/g)) {
      expect(Number(x)).toBeLessThan(800);
      expect(Number(y)).toBeLessThan(1040);
    }
  });

  it('keeps ZPL commands out of the field data', () => {
    expect(zplField('A^XZ~JR_b\u0007')).toBe('A_5EXZ_7EJR_5Fb ');
    const zpl = carrierLabelZpl(givenOrder({receiver: {name: 'Evil ^XZ^XA Name', lines: ['Street ~JA 1']}}));
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zpl).toContain('^FDEvil _5EXZ_5EXA Name^FS');
  });

  it('cannot be made without a bar code', () => {
    expect(() => carrierLabelZpl(givenOrder({barCode: null}))).toThrow(/no bar code/);
  });

  it('as PDF is 283.46 x 368.50 pt with the same texts, the £ and Nordic letters intact', async () => {
    const pdf = await carrierLabelPdf(
      givenOrder({receiver: {name: 'Örjan Åkesson', lines: ['Flat 2, 10 Pound Lane £', 'LONDON SW1A 1AA', 'UK']}}),
      uncompressed,
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const sizes = pdfPageSizes(pdf);
    expect(sizes).toHaveLength(1);
    expect(near(sizes[0][0], 283.46) && near(sizes[0][1], 368.5)).toBe(true);
    const text = pdfText(pdf);
    for (const expected of [
      'Lähettäjä',
      'Karat Oy',
      'Vastaanottaja',
      'Örjan Åkesson',
      'Flat 2, 10 Pound Lane £',
      'JJFI6000123456789012',
      'Tilausnumero 123456',
      'Viitenumero 12 34561',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("draws a Code 128 that decodes to the order's bar code (ZXing)", async () => {
    await expect(readPdfCode128(await carrierLabelPdf(givenOrder(), uncompressed))).resolves.toEqual(['JJFI6000123456789012']);
    await expect(readPdfCode128(await carrierLabelPdf(givenOrder({barCode: 'GB-123_abc'}), uncompressed))).resolves.toEqual(['GB-123_abc']);
  });
});

describe('invoice and letter', () => {
  const languages: [DocumentLanguage, string[]][] = [
    ['fi', ['LASKU', 'Tilausnumero', 'Viitenumero', 'RF-viite', 'Eräpäivä', 'Asiakasnumero']],
    ['sv', ['FAKTURA', 'Ordernummer', 'Referensnummer', 'RF-referens', 'Förfallodag', 'Kundnummer']],
    ['svFI', ['FAKTURA', 'Ordernummer', 'Referensnummer', 'RF-referens', 'Förfallodag', 'Kundnummer', 'Använd alltid referensnumret vid betalning.']],
    ['en', ['INVOICE', 'Order number', 'Reference number', 'RF reference', 'Due date', 'Customer number']],
  ];

  it.each(languages)('the %s invoice is A4 with its texts, the greeting, numbers, RF reference and the client', async (language, labels) => {
    const greeting = DEFAULT_GREETINGS[language];
    const pdf = await invoicePdf(givenOrder({language, greeting}), uncompressed);
    const sizes = pdfPageSizes(pdf);
    expect(sizes).toHaveLength(1);
    expect(near(sizes[0][0], 595.28) && near(sizes[0][1], 841.89)).toBe(true);
    const text = pdfText(pdf);
    for (const label of labels) expect(text).toContain(label);
    // The greeting wraps over lines: compare its words.
    expect(text.replace(/\s+/g, ' ')).toContain(greeting.replace(/\s+/g, ' ').slice(0, 40));
    expect(text.split(/\s+/).join(' ')).toContain(greeting.split(' ').slice(-3).join(' '));
    expect(text).toContain('123456');
    expect(text).toContain('12 34561');
    expect(text).toContain('RF34 1234 561');
    expect(rfReference('1234561')).toBe('RF341234561');
    expect(text).toContain('Åsa Öhman-Ääri');
    expect(text).toContain('Mäkitie 3 A 4');
    expect(text).toContain('JJFI6000123456789012');
    await expect(readPdfCode128(pdf)).resolves.toEqual(['JJFI6000123456789012']);
  });

  it('the English greeting keeps its £ (WinAnsi Helvetica)', async () => {
    const text = pdfText(await invoicePdf(givenOrder({language: 'en', greeting: DEFAULT_GREETINGS.en}), uncompressed));
    expect(DEFAULT_GREETINGS.en).toContain('£');
    expect(text).toContain('pounds (£)');
  });

  it.each(['fi', 'sv', 'svFI', 'en'] as DocumentLanguage[])('the %s letter is A4 with the greeting and numbers but no payment details', async language => {
    const pdf = await letterPdf(givenOrder({language, greeting: `Greeting ${language} åäö`}), uncompressed);
    const sizes = pdfPageSizes(pdf);
    expect(near(sizes[0][0], 595.28) && near(sizes[0][1], 841.89)).toBe(true);
    const text = pdfText(pdf);
    const texts = DOCUMENT_TEXTS[language];
    expect(text).toContain(texts.letterTitle);
    expect(text).toContain(`Greeting ${language} åäö`);
    expect(text).toContain(texts.letterNote);
    expect(text).toContain(texts.referenceNumber);
    expect(text).not.toContain(texts.rfReference);
    expect(text).not.toContain(texts.invoiceTitle);
  });
});

describe('valuation label and test pages', () => {
  it('the valuation label holds the order number and the bar code, 10 x 13 cm', async () => {
    const zpl = valuationLabelZpl(givenOrder());
    expect(zpl).toContain('^PW800\n^LL1040');
    expect(zpl).toContain('^FD123456^FS');
    expect(zpl).toMatch(/\^BCN,240,Y,N,N,A\^FH_\^FDJJFI6000123456789012\^FS/);
    const pdf = await valuationLabelPdf(givenOrder(), uncompressed);
    const [[width, height]] = pdfPageSizes(pdf);
    expect(near(width, 283.46) && near(height, 368.5)).toBe(true);
    expect(pdfText(pdf)).toContain('123456');
    expect(pdfText(pdf)).toContain('JJFI6000123456789012');
    await expect(readPdfCode128(pdf)).resolves.toEqual(['JJFI6000123456789012']);
  });

  it('the test pages say what they are', async () => {
    expect(testLabelZpl('2.3.2026 10:00')).toContain('^FDKarat test label^FS');
    const pdf = await testPagePdf('2.3.2026 10:00', uncompressed);
    const [[width, height]] = pdfPageSizes(pdf);
    expect(near(width, 595.28) && near(height, 841.89)).toBe(true);
    expect(pdfText(pdf)).toContain('The rule below measures 100 mm.');
  });
});
