import fs from 'node:fs';
import {prepareZXingModule, readBarcodes} from 'zxing-wasm/reader';

// Reads the bar codes the documents draw, with an independent decoder (ZXing, as WebAssembly): the
// bars of an uncompressed PDF (rectangles sharing one top and height) are rasterised into an image.

let ready: Promise<unknown> | undefined;
function prepare() {
  const wasm = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  ready ??= prepareZXingModule({
    overrides: {wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer},
    fireImmediately: true,
  });
  return ready;
}

/** The texts of the Code 128 bar codes drawn in a PDF (one per group of bars). */
export async function readPdfCode128(pdf: Buffer): Promise<string[]> {
  await prepare();
  const rects = [...pdf.toString('latin1').matchAll(/(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re/g)].map(m => m.slice(1).map(Number));
  const groups = new Map<string, number[][]>();
  for (const rect of rects) {
    const key = `${rect[1]}:${rect[3]}`;
    groups.set(key, [...(groups.get(key) ?? []), rect]);
  }
  const texts: string[] = [];
  for (const bars of groups.values()) {
    if (bars.length < 10) continue; // a frame or a box, not bars
    const scale = 4;
    const left = Math.min(...bars.map(b => b[0]));
    const right = Math.max(...bars.map(b => b[0] + b[2]));
    const quiet = 40;
    const width = Math.ceil((right - left) * scale) + 2 * quiet;
    const height = 60;
    const data = new Uint8ClampedArray(width * height * 4).fill(255);
    for (const [x, , w] of bars) {
      const from = Math.round((x - left) * scale) + quiet;
      const to = Math.round((x + w - left) * scale) + quiet;
      for (let px = from; px < to; px++) {
        for (let y = 0; y < height; y++) data.fill(0, (y * width + px) * 4, (y * width + px) * 4 + 3);
      }
    }
    const results = await readBarcodes({data, width, height, colorSpace: 'srgb'} as unknown as Parameters<typeof readBarcodes>[0], {
      formats: ['Code128'],
      tryHarder: true,
      // One group of bars is one bar code: trying harder, the reader may also take a part of it
      // for a second, wrong code that passes the checksum ('_JFIDE40FEA3' beside 'JJFIDE70FEA3').
      maxNumberOfSymbols: 1,
    });
    texts.push(...results.filter(result => result.isValid).map(result => result.text));
  }
  return texts;
}
