import {DOCUMENT_TEXTS, printedFinnishReference, printedRfReference, rfReference} from '@karat/shared';
import {A4_SIZE_PT, type OrderDocumentData} from './document-types';
import {drawCode128, drawLines, renderPdf, type PdfOptions} from './pdf';

// The A4 documents that go in the security bag: the invoice, and for web orders
// the letter. A4 unscaled (spec 02 §9 "Business constants and limits"); the client's address sits where a C5 or DL window
// envelope shows it (20 mm from the left, 45 mm from the top).

const MM = 72 / 25.4;
const LEFT = 20 * MM;
const RIGHT_COLUMN = 115 * MM;

type Kind = 'invoice' | 'letter';

function customerDocument(kind: Kind, order: OrderDocumentData, options?: PdfOptions): Promise<Buffer> {
  const texts = DOCUMENT_TEXTS[order.language];
  const [pageWidth] = A4_SIZE_PT;
  const textWidth = pageWidth - 2 * LEFT;
  const title = kind === 'invoice' ? texts.invoiceTitle : texts.letterTitle;
  return renderPdf(
    A4_SIZE_PT,
    `${title} ${order.orderNumber}`,
    doc => {
      // The company, top left.
      drawLines(doc, [order.sender.name], LEFT, 15 * MM, 90 * MM, 13, true);
      drawLines(doc, order.sender.lines, LEFT, 15 * MM + 17, 90 * MM, 9);
      // Title and the order's numbers, top right.
      doc
        .font('Helvetica-Bold')
        .fontSize(16)
        .text(title, RIGHT_COLUMN, 15 * MM, {width: pageWidth - RIGHT_COLUMN - LEFT, lineBreak: false});
      const facts: [string, string][] = [
        [texts.date, order.printedOn],
        [texts.orderNumber, String(order.orderNumber)],
      ];
      if (order.clientNumber !== null) facts.push([texts.clientNumber, String(order.clientNumber)]);
      if (order.referenceNumber) facts.push([texts.referenceNumber, printedFinnishReference(order.referenceNumber)]);
      if (kind === 'invoice' && order.dueDate) facts.push([texts.dueDate, order.dueDate]);
      let y = 15 * MM + 26;
      for (const [label, value] of facts) {
        doc.font('Helvetica').fontSize(9).text(label, RIGHT_COLUMN, y, {lineBreak: false});
        doc
          .font('Helvetica-Bold')
          .fontSize(9)
          .text(value, RIGHT_COLUMN + 32 * MM, y, {lineBreak: false});
        y += 13;
      }
      // The client, in the envelope's window.
      drawLines(doc, [order.receiver.name, ...order.receiver.lines], LEFT, 45 * MM, 85 * MM, 11);
      // The greeting and the document's own line.
      doc
        .font('Helvetica')
        .fontSize(11)
        .text(order.greeting, LEFT, 95 * MM, {width: textWidth, lineGap: 3});
      doc.moveDown(1);
      doc.text(kind === 'invoice' ? texts.invoicePayment : texts.letterNote, {width: textWidth});
      if (kind === 'invoice' && order.referenceNumber) {
        // The payment details, boxed, under the text.
        const top = Math.max(doc.y + 20, 170 * MM);
        doc.rect(LEFT, top, textWidth, 62).lineWidth(1).stroke();
        const rows: [string, string][] = [
          [texts.referenceNumber, printedFinnishReference(order.referenceNumber)],
          [texts.rfReference, printedRfReference(rfReference(order.referenceNumber))],
          [texts.orderNumber, String(order.orderNumber)],
        ];
        rows.forEach(([label, value], index) => {
          doc
            .font('Helvetica')
            .fontSize(10)
            .text(label, LEFT + 10, top + 10 + index * 15, {lineBreak: false});
          doc
            .font('Helvetica-Bold')
            .fontSize(10)
            .text(value, LEFT + 60 * MM, top + 10 + index * 15, {lineBreak: false});
        });
        if (order.dueDate) {
          doc
            .font('Helvetica')
            .fontSize(10)
            .text(texts.dueDate, LEFT + 120 * MM, top + 10, {lineBreak: false});
          doc
            .font('Helvetica-Bold')
            .fontSize(10)
            .text(order.dueDate, LEFT + 120 * MM, top + 25, {lineBreak: false});
        }
      }
      // The bar code of the parcel, at the foot.
      if (order.barCode) {
        doc
          .font('Helvetica')
          .fontSize(8)
          .text(texts.barCode, LEFT, 245 * MM, {lineBreak: false});
        drawCode128(doc, order.barCode, {x: LEFT, y: 250 * MM, width: 90 * MM, height: 14 * MM, maxModule: 1.2, fontSize: 9});
      }
    },
    options,
  );
}

/** The invoice of an order: greeting, order and client numbers, reference number and its RF form, due date, bar code. */
export const invoicePdf = (order: OrderDocumentData, options?: PdfOptions) => customerDocument('invoice', order, options);

/** The letter of a web order: the invoice's greeting and numbers without the payment details. */
export const letterPdf = (order: OrderDocumentData, options?: PdfOptions) => customerDocument('letter', order, options);

/** The A4 printer's test page: a 100 mm rule and a frame 10 mm inside the edges show whether it scales. */
export function testPagePdf(printedOn: string, options?: PdfOptions): Promise<Buffer> {
  const [width, height] = A4_SIZE_PT;
  return renderPdf(
    A4_SIZE_PT,
    'Karat test page',
    doc => {
      doc
        .rect(10 * MM, 10 * MM, width - 20 * MM, height - 20 * MM)
        .lineWidth(0.5)
        .stroke();
      doc
        .font('Helvetica-Bold')
        .fontSize(20)
        .text('Karat test page', LEFT, 25 * MM, {lineBreak: false});
      drawLines(
        doc,
        [`A4, 210 x 297 mm, not scaled. ${printedOn}`, 'The frame is 10 mm inside the edges of the paper.', 'The rule below measures 100 mm.', 'ÅÄÖ åäö £ €'],
        LEFT,
        40 * MM,
        170 * MM,
        11,
      );
      const y = 80 * MM;
      doc
        .moveTo(LEFT, y)
        .lineTo(LEFT + 100 * MM, y)
        .lineWidth(1)
        .stroke();
      for (let mm = 0; mm <= 100; mm += 10)
        doc
          .moveTo(LEFT + mm * MM, y - 4 * MM)
          .lineTo(LEFT + mm * MM, y)
          .stroke();
      drawCode128(doc, 'TEST-1234567890', {x: LEFT, y: 100 * MM, width: 90 * MM, height: 14 * MM, maxModule: 1.2});
    },
    options,
  );
}
