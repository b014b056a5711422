// Reads what the tests check in an uncompressed PDF (pdfkit with compress: false): the page sizes
// and the texts drawn with the standard fonts (hex strings in WinAnsi encoding inside TJ/Tj).

/** WinAnsi differs from Latin-1 only in 0x80-0x9f; the documents use the euro sign of those. */
const WIN_ANSI_HIGH: Record<number, string> = {0x80: '€', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—'};

function decodeHex(hex: string): string {
  let text = '';
  for (let i = 0; i < hex.length; i += 2) {
    const code = parseInt(hex.slice(i, i + 2), 16);
    text += WIN_ANSI_HIGH[code] ?? String.fromCharCode(code);
  }
  return text;
}

/** Every MediaBox's width and height in points. */
export function pdfPageSizes(pdf: Buffer): [number, number][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)\]/g)].map(m => [
    Number(m[3]) - Number(m[1]),
    Number(m[4]) - Number(m[2]),
  ]);
}

/** The text of each text-showing operator, in drawing order, one line each. */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[((?:<[0-9a-fA-F]*>\s*-?[\d.]*\s*)+)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
    const parts = match[1] ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map(m => m[1]) : [match[2]];
    lines.push(parts.map(decodeHex).join(''));
  }
  return lines.join('\n');
}

/** Keeps a binary answer as a Buffer (supertest's `.buffer(true).parse(binary as never)`). */
export function binary(res: NodeJS.ReadableStream, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}
