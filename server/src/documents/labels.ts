import {DOCUMENT_TEXTS, printedFinnishReference} from '@karat/shared';
import {LABEL_SIZE_PT, type OrderDocumentData, type PostalAddress} from './document-types';
import {drawCode128, drawLines, renderPdf, type PdfOptions} from './pdf';
import {zplCode128, zplLabel, zplRule, zplText} from './zpl';

// The 10 x 13 cm labels: the carrier label on the security bag and the valuation
// label, each as ZPL for the Zebra and as PDF for the fallback in a browser tab. Both print the same
// fields in the same places.

const addressLines = (address: PostalAddress) => [address.name, ...address.lines].filter(line => line.trim() !== '');

function requireBarCode(order: OrderDocumentData): string {
  if (!order.barCode) throw new Error('The order has no bar code');
  return order.barCode;
}

/** The carrier label as ZPL: sender, receiver, the bar code as Code 128, order and reference numbers. */
export function carrierLabelZpl(order: OrderDocumentData): string {
  const texts = DOCUMENT_TEXTS[order.language];
  const barCode = requireBarCode(order);
  const fields: string[] = [zplText(40, 40, 24, texts.sender)];
  let y = 70;
  for (const line of addressLines(order.sender)) {
    fields.push(zplText(40, y, 28, line));
    y += 32;
  }
  y = Math.max(y, 200) + 10;
  fields.push(zplRule(y));
  y += 20;
  fields.push(zplText(40, y, 24, texts.receiver));
  y += 34;
  addressLines(order.receiver).forEach((line, index) => {
    fields.push(zplText(40, y, index === 0 ? 48 : 44, line));
    y += index === 0 ? 56 : 52;
  });
  y = Math.max(y, 560) + 10;
  fields.push(zplRule(y));
  fields.push(zplCode128(barCode, y + 40, 200));
  fields.push(zplRule(900));
  fields.push(zplText(40, 925, 36, `${texts.orderNumber} ${order.orderNumber}`));
  if (order.referenceNumber) fields.push(zplText(40, 975, 28, `${texts.referenceNumber} ${printedFinnishReference(order.referenceNumber)}`));
  return zplLabel(fields);
}

/** The carrier label as a 10 x 13 cm PDF, the same fields as the ZPL. */
export function carrierLabelPdf(order: OrderDocumentData, options?: PdfOptions): Promise<Buffer> {
  const texts = DOCUMENT_TEXTS[order.language];
  const barCode = requireBarCode(order);
  const [width] = LABEL_SIZE_PT;
  const inner = width - 28;
  return renderPdf(
    LABEL_SIZE_PT,
    `${texts.orderNumber} ${order.orderNumber}`,
    doc => {
      doc.fontSize(8).text(texts.sender, 14, 14, {lineBreak: false});
      let y = drawLines(doc, addressLines(order.sender), 14, 25, inner, 9);
      y = Math.max(y, 72) + 4;
      doc
        .moveTo(14, y)
        .lineTo(width - 14, y)
        .lineWidth(1)
        .stroke();
      doc
        .font('Helvetica')
        .fontSize(8)
        .text(texts.receiver, 14, y + 7, {lineBreak: false});
      y = drawLines(doc, addressLines(order.receiver), 14, y + 19, inner, 15, true);
      y = Math.max(y, 200) + 4;
      doc
        .moveTo(14, y)
        .lineTo(width - 14, y)
        .stroke();
      drawCode128(doc, barCode, {x: 14, y: y + 14, width: inner, height: 70, fontSize: 10});
      doc
        .moveTo(14, 318)
        .lineTo(width - 14, 318)
        .stroke();
      doc.font('Helvetica-Bold').fontSize(12).text(`${texts.orderNumber} ${order.orderNumber}`, 14, 326, {lineBreak: false});
      if (order.referenceNumber) {
        doc
          .font('Helvetica')
          .fontSize(9)
          .text(`${texts.referenceNumber} ${printedFinnishReference(order.referenceNumber)}`, 14, 344, {lineBreak: false});
      }
    },
    options,
  );
}

/** The valuation label (spec 02 §4 "Valuation"): the order number large and the bar code. */
export function valuationLabelZpl(order: OrderDocumentData): string {
  const texts = DOCUMENT_TEXTS[order.language];
  const barCode = requireBarCode(order);
  return zplLabel([
    zplText(40, 60, 36, texts.valuationLabel),
    zplText(40, 120, 40, texts.orderNumber),
    zplText(40, 180, 160, String(order.orderNumber)),
    zplRule(400),
    zplCode128(barCode, 480, 240),
    zplRule(860),
    zplText(40, 900, 36, addressLines(order.receiver)[0] ?? ''),
  ]);
}

export function valuationLabelPdf(order: OrderDocumentData, options?: PdfOptions): Promise<Buffer> {
  const texts = DOCUMENT_TEXTS[order.language];
  const barCode = requireBarCode(order);
  const [width] = LABEL_SIZE_PT;
  return renderPdf(
    LABEL_SIZE_PT,
    `${texts.valuationLabel} ${order.orderNumber}`,
    doc => {
      doc.fontSize(12).text(texts.valuationLabel, 14, 20, {lineBreak: false});
      doc.fontSize(14).text(texts.orderNumber, 14, 42, {lineBreak: false});
      doc
        .font('Helvetica-Bold')
        .fontSize(54)
        .text(String(order.orderNumber), 14, 64, {width: width - 28, lineBreak: false});
      doc
        .moveTo(14, 140)
        .lineTo(width - 14, 140)
        .lineWidth(1)
        .stroke();
      drawCode128(doc, barCode, {x: 14, y: 168, width: width - 28, height: 85, fontSize: 11});
      doc
        .moveTo(14, 304)
        .lineTo(width - 14, 304)
        .stroke();
      drawLines(doc, [addressLines(order.receiver)[0] ?? ''], 14, 316, width - 28, 12);
    },
    options,
  );
}

/** The label printer's test page: what it is, a sample bar code and the Nordic letters and £. */
export function testLabelZpl(printedOn: string): string {
  return zplLabel([
    zplText(40, 60, 48, 'Karat test label'),
    zplText(40, 130, 32, `10 x 13 cm, 203 dpi, ${printedOn}`),
    zplText(40, 180, 32, 'ÅÄÖ åäö £ €'),
    zplRule(240),
    zplCode128('TEST-1234567890', 300, 200),
    zplRule(600),
    `^FO40,640^GB720,360,3^FS`,
    zplText(60, 800, 28, 'The frame is 9 x 4.5 cm'),
  ]);
}

export function testLabelPdf(printedOn: string, options?: PdfOptions): Promise<Buffer> {
  const [width] = LABEL_SIZE_PT;
  return renderPdf(
    LABEL_SIZE_PT,
    'Karat test label',
    doc => {
      doc.font('Helvetica-Bold').fontSize(17).text('Karat test label', 14, 20, {lineBreak: false});
      drawLines(doc, [`10 x 13 cm, ${printedOn}`, 'ÅÄÖ åäö £ €'], 14, 46, width - 28, 11);
      drawCode128(doc, 'TEST-1234567890', {x: 14, y: 100, width: width - 28, height: 70});
      // 9 x 4.5 cm: a ruler for the scale.
      doc.rect(14, 226, 255.12, 127.56).lineWidth(1).stroke();
      doc.font('Helvetica').fontSize(10).text('The frame is 9 x 4.5 cm', 24, 284, {lineBreak: false});
    },
    options,
  );
}
