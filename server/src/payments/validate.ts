import fs from 'node:fs';
import path from 'node:path';
import {validateXML} from 'xmllint-wasm';

export const PAIN_001_XSD_FILE = 'pain.001.001.09.xsd';

/**
 * Where the XSD is: the build copies src/payments/xsd next to the compiled code (dist/payments/xsd,
 * which the production image holds); the source folder serves a dist compiled by `tsc -b` alone.
 */
export const PAIN_001_XSD_PLACES = [
  path.join(__dirname, 'xsd', PAIN_001_XSD_FILE),
  path.resolve(__dirname, '..', '..', 'src', 'payments', 'xsd', PAIN_001_XSD_FILE),
];

let schema: string | undefined;

/** The XSD's text, read once. */
export function pain001Schema(): string {
  if (schema === undefined) {
    const found = PAIN_001_XSD_PLACES.find(place => fs.existsSync(place));
    if (!found) throw new Error(`${PAIN_001_XSD_FILE} not found in ${PAIN_001_XSD_PLACES.join(' or ')}`);
    schema = fs.readFileSync(found, 'utf8');
  }
  return schema;
}

/** The file checked against the pain.001.001.09 XSD by xmllint (WebAssembly): its errors, none when valid. */
export async function validatePain001(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{fileName: 'payment.xml', contents: xml}],
    schema: [{fileName: PAIN_001_XSD_FILE, contents: pain001Schema()}],
    // 32 MiB to start, 256 MiB at most: a batch of thousands of transactions fits.
    initialMemoryPages: 512,
    maxMemoryPages: 4096,
  });
  if (result.valid) return [];
  const errors = result.errors.map(error => error.rawMessage).filter(Boolean);
  return errors.length > 0 ? errors : ['xmllint could not validate the file'];
}
