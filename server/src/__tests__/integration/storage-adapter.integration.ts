import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {assertSafeKey, fileStorageFor, LocalFileStorage, readStorageConfig, S3FileStorage, type FileStorage} from '../../adapters/storage/storage.adapter';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** What every storage must do, run against the local folder and a local S3-compatible server. */
function behavesAsStorage(name: string, make: () => FileStorage) {
  describe(name, () => {
    it('gives back what it was given, bytes and content type', async () => {
      const storage = make();
      await storage.put('valuation-images/1700000000000-O42-valuationImage.png', PNG, 'image/png');
      const file = await storage.get('valuation-images/1700000000000-O42-valuationImage.png');
      expect(file?.contentType).toBe('image/png');
      expect(Buffer.compare(file!.body, PNG)).toBe(0);
    });

    it('answers undefined for a key it has no file of', async () => {
      expect(await make().get('payment-xmls/none.xml')).toBeUndefined();
    });

    it('replaces a file stored again under the same key', async () => {
      const storage = make();
      await storage.put('payment-csv/a.csv', Buffer.from('first'), 'text/csv');
      await storage.put('payment-csv/a.csv', Buffer.from('second'), 'text/csv');
      expect((await storage.get('payment-csv/a.csv'))?.body.toString()).toBe('second');
    });

    it('refuses keys that could leave its folder or bucket prefix', async () => {
      const storage = make();
      await expect(storage.put('../outside.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get('/etc/passwd')).rejects.toThrow(/Unsafe storage key/);
    });
  });
}

describe('file storage adapter', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-storage-test-'));
  const s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-s3rver-'));
  let s3: {close(): Promise<void>};
  let endpoint = '';
  const clients: S3FileStorage[] = [];

  beforeAll(async () => {
    const server = new S3rver({port: 0, address: '127.0.0.1', silent: true, directory: s3dir, configureBuckets: [{name: 'karat-test'}]});
    const address = (await server.run()) as AddressInfo;
    s3 = server;
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    clients.forEach(client => client.destroy());
    await s3.close();
    fs.rmSync(dir, {recursive: true, force: true});
    fs.rmSync(s3dir, {recursive: true, force: true});
  });

  behavesAsStorage('local folder', () => new LocalFileStorage(dir));
  behavesAsStorage('S3 (against s3rver)', () => {
    const config = readStorageConfig('/unused', {
      S3_BUCKET: 'karat-test',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'eu-north-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    const storage = fileStorageFor(config) as S3FileStorage;
    clients.push(storage);
    return storage;
  });

  it('an S3 storage whose bucket does not exist fails loudly instead of answering nothing', async () => {
    const storage = new S3FileStorage({
      bucket: 'no-such-bucket',
      region: 'eu-north-1',
      endpoint,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    clients.push(storage);
    await expect(storage.put('payment-xmls/a.xml', Buffer.from('<a/>'), 'application/xml')).rejects.toThrow();
  });

  it('reads its configuration from the environment: the local folder under DATA_DIR unless S3_BUCKET is set', () => {
    expect(readStorageConfig('/data', {})).toEqual({kind: 'local', dir: path.join('/data', 'files')});
    expect(readStorageConfig('/data', {S3_BUCKET: 'b'})).toMatchObject({kind: 's3', bucket: 'b', region: 'eu-north-1', forcePathStyle: false});
  });

  it('a stored file is never half-written: the local folder keeps no partial file', async () => {
    const storage = new LocalFileStorage(dir);
    await storage.put('payment-xmls/whole.xml', Buffer.alloc(1 << 20, 65), 'application/xml');
    expect(fs.readdirSync(path.join(dir, 'payment-xmls')).filter(name => name.endsWith('.partial'))).toEqual([]);
  });

  it.each(['a/../b', '', 'a//b', '.hidden', 'a/b c'])('refuses the key %j', key => {
    expect(() => assertSafeKey(key)).toThrow();
  });
});
