import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PAIN_001_XSD_FILE, pain001Schema, XsdValidator} from '../../payments';

// The XSD check's long-lived thread: one compiled xmllint for the process, a fresh run per file.
const PAYMENTS = path.resolve(__dirname, '..', '..', 'payments');
const job = (xml: string) => ({xml, xmlName: 'payment.xml', schema: pain001Schema(), schemaName: PAIN_001_XSD_FILE});

describe('XsdValidator', () => {
  const validator = new XsdValidator();
  afterAll(() => validator.close());

  it('answers files asked at once each with its own result, in one thread', async () => {
    const files = ['<Document/>', 'not xml', '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"/>', '<Document/>'];
    const results = await Promise.all(files.map(xml => validator.check(job(xml))));
    // xmllint's own codes: 3 an invalid file, 4 one that does not parse.
    expect(results.map(result => result.exitCode)).toEqual([3, 4, 3, 3]);
    expect(results[0].stderr).toContain('No matching global declaration available for the validation root');
    expect(results[1].stderr).toContain('parser error : Start tag expected');
    // The namespaced Document is known, so xmllint complains about its missing content instead.
    expect(results[2].stderr).toContain('Missing child element');
    // Nothing of one file's output leaks into the next one's.
    expect(results[3].stderr).toBe(results[0].stderr);
  });

  it('fails what a dead thread held and starts a new one for the next file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-xsd-'));
    const dying = path.join(dir, 'dying-worker.js');
    fs.writeFileSync(dying, "require('node:worker_threads').parentPort.on('message', () => process.exit(7));");
    const fragile = new XsdValidator(dying);
    try {
      await expect(fragile.check(job('<Document/>'))).rejects.toThrow("the XSD check's thread ended (exit 7)");
      await expect(fragile.check(job('<Document/>'))).rejects.toThrow('exit 7');
    } finally {
      await fragile.close();
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it("a thread closed while a new one works does not fail the new one's files", async () => {
    const own = new XsdValidator();
    try {
      await own.check(job('<Document/>'));
      const closing = own.close();
      const next = own.check(job('<Document/>'));
      await closing;
      expect((await next).exitCode).toBe(3);
    } finally {
      await own.close();
    }
  });

  it('does not keep the process alive once the file is checked', () => {
    // A process that checks one file and has nothing else to do ends by itself.
    const script = `require(${JSON.stringify(path.join(PAYMENTS, 'validate.js'))}).validatePain001('<Document/>').then(errors => console.log(errors.length))`;
    const run = spawnSync(process.execPath, ['-e', script], {encoding: 'utf8', timeout: 20_000});
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('1');
  });
});
