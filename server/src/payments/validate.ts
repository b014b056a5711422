import fs from 'node:fs';
import path from 'node:path';
import {XsdValidator} from './xsd-validator';

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

const validator = new XsdValidator();

/** The file checked against the pain.001.001.09 XSD by xmllint (WebAssembly): its errors, none when valid. */
export async function validatePain001(xml: string): Promise<string[]> {
  const {exitCode, stderr} = await validator.check({xml, xmlName: 'payment.xml', schema: pain001Schema(), schemaName: PAIN_001_XSD_FILE});
  if (exitCode === 0) return [];
  // 3 and 4 are xmllint's "invalid"; anything else means the check itself failed.
  if (exitCode !== 3 && exitCode !== 4) throw new Error(`xmllint could not check the file (exit ${exitCode}): ${stderr}`);
  const errors = stderr.split('\n').filter(line => line.trim() !== '' && !/ (validates|fails to validate)$/.test(line));
  return errors.length > 0 ? errors : ['xmllint could not validate the file'];
}
