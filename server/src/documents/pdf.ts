import type PDFDocument from 'pdfkit';
import {code128Modules, totalModules} from './code128';

export interface PdfOptions {
  /** false leaves the content streams readable (tests look for the texts); true in production. */
  compress?: boolean;
}

/** pdfkit is loaded with the first PDF: an eighth of a second of every server start otherwise. */
let pdfkit: Promise<{default: typeof PDFDocument}> | undefined;

/**
 * A PDF of one page of the given size, drawn by `draw`, as a Buffer. The font is pdfkit's built-in
 * Helvetica: its WinAnsi encoding holds å ä ö Å Ä Ö, é, ü and £, every letter the four languages and
 * the client names of the three countries need, so no font file is embedded.
 */
export async function renderPdf(size: [number, number], title: string, draw: (doc: PDFKit.PDFDocument) => void, options: PdfOptions = {}): Promise<Buffer> {
  const {default: Pdf} = await (pdfkit ??= import('pdfkit'));
  const doc = new Pdf({size, margin: 0, compress: options.compress ?? true, info: {Title: title, Creator: 'Karat'}, autoFirstPage: true});
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica');
  draw(doc);
  doc.end();
  return done;
}

/**
 * Draws the Code 128 of `text` as bars inside the box (x, y, width, height), centred, each module
 * the same width (at most `maxModule` points), with the text under it. Answers the bottom y.
 */
export function drawCode128(
  doc: PDFKit.PDFDocument,
  text: string,
  box: {x: number; y: number; width: number; height: number; maxModule?: number; fontSize?: number},
): number {
  const modules = code128Modules(text);
  const module = Math.min(box.maxModule ?? 1.5, box.width / totalModules(modules));
  let x = box.x + (box.width - module * totalModules(modules)) / 2;
  modules.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(x, box.y, width * module, box.height);
    x += width * module;
  });
  doc.fillColor('black').fill();
  const fontSize = box.fontSize ?? 10;
  doc
    .font('Helvetica')
    .fontSize(fontSize)
    .text(text, box.x, box.y + box.height + 3, {width: box.width, align: 'center', lineBreak: false});
  return box.y + box.height + 3 + fontSize * 1.2;
}

/** Writes lines at (x, y), one under the other; answers the y under the last. */
export function drawLines(doc: PDFKit.PDFDocument, lines: string[], x: number, y: number, width: number, fontSize: number, bold = false): number {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
  for (const line of lines) {
    doc.text(line, x, y, {width, lineBreak: false, ellipsis: true});
    y += fontSize * 1.25;
  }
  return y;
}
