import {A4_SIZE_PT} from './document-types';
import {renderPdf, type PdfOptions} from './pdf';

// The weekly police report of Swedish purchases (law 1999:271): one row per purchase note with the
// seller, the identity check, the items and the hold's end, totals at the end. Landscape A4, as
// many pages as it takes; the values come formatted, so the layout is pure.

export interface PoliceReportRow {
  purchaseNoteNumber: string;
  date: string;
  sellerName: string;
  personalIdentityNumber: string;
  address: string[];
  identityCheck: string;
  /** One line per item: description, fineness, weight. */
  items: string[];
  price: string;
  holdUntil: string;
}

export interface PoliceReportData {
  title: string;
  /** Under the title: the region, the company, when printed. */
  subtitle: string[];
  rows: PoliceReportRow[];
  totals: string[];
}

const [HEIGHT, WIDTH] = A4_SIZE_PT;
const MARGIN = 28;
const FONT = 7.5;
const LINE = FONT * 1.3;
const COLUMNS: {key: keyof PoliceReportRow; label: string; width: number}[] = [
  {key: 'purchaseNoteNumber', label: 'Note', width: 38},
  {key: 'date', label: 'Date', width: 62},
  {key: 'sellerName', label: 'Seller', width: 92},
  {key: 'personalIdentityNumber', label: 'Personal identity no.', width: 80},
  {key: 'address', label: 'Address', width: 118},
  {key: 'identityCheck', label: 'Identity checked by', width: 88},
  {key: 'items', label: 'Items (fineness, weight)', width: 180},
  {key: 'price', label: 'Price', width: 62},
  {key: 'holdUntil', label: 'Held until', width: 60},
];

const linesOf = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

export function policeReportPdf(data: PoliceReportData, options?: PdfOptions): Promise<Buffer> {
  return renderPdf(
    [WIDTH, HEIGHT],
    data.title,
    doc => {
      let y = MARGIN;
      const header = () => {
        let x = MARGIN;
        doc.font('Helvetica-Bold').fontSize(FONT);
        for (const column of COLUMNS) {
          doc.text(column.label, x, y, {width: column.width - 4, lineBreak: false, ellipsis: true});
          x += column.width;
        }
        y += LINE + 2;
        doc
          .moveTo(MARGIN, y - 2)
          .lineTo(WIDTH - MARGIN, y - 2)
          .lineWidth(0.5)
          .stroke();
      };
      doc.font('Helvetica-Bold').fontSize(13).text(data.title, MARGIN, y, {lineBreak: false});
      y += 18;
      doc.font('Helvetica').fontSize(9);
      for (const line of data.subtitle) {
        doc.text(line, MARGIN, y, {lineBreak: false});
        y += 12;
      }
      y += 6;
      header();
      if (data.rows.length === 0) {
        doc.font('Helvetica').fontSize(9).text('No purchases this week.', MARGIN, y, {lineBreak: false});
        y += 14;
      }
      for (const row of data.rows) {
        const height = Math.max(...COLUMNS.map(c => linesOf(row[c.key]).length)) * LINE + 3;
        if (y + height > HEIGHT - MARGIN - 30) {
          doc.addPage({size: [WIDTH, HEIGHT], margin: 0});
          y = MARGIN;
          header();
        }
        let x = MARGIN;
        doc.font('Helvetica').fontSize(FONT);
        for (const column of COLUMNS) {
          linesOf(row[column.key]).forEach((line, i) => doc.text(line, x, y + i * LINE, {width: column.width - 4, lineBreak: false, ellipsis: true}));
          x += column.width;
        }
        y += height;
      }
      if (y > HEIGHT - MARGIN - 14 * data.totals.length) {
        doc.addPage({size: [WIDTH, HEIGHT], margin: 0});
        y = MARGIN;
      }
      y += 6;
      doc.font('Helvetica-Bold').fontSize(9);
      for (const line of data.totals) {
        doc.text(line, MARGIN, y, {lineBreak: false});
        y += 12;
      }
    },
    options,
  );
}
