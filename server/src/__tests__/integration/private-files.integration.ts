import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {LocalFileStorage} from '../../adapters/storage/storage.adapter';
import {readConfig} from '../../config';
import {startEmbeddedPostgres} from '../../database/embedded-postgres';
import {startServer} from '../../index';
import {openEntries, StartRefused} from '../../security/private-files';
import {copyPgliteTemplate, givenDatabase} from '../helpers/app.helper';

// The embedded database's files and the stored files are the server's account's alone: folders
// 0700, files 0600, and a start over a tree open to anyone else is refused with the command that
// closes it.

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const temporaryDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'karat-private-'));

/** Every folder and file under dir with group's or others' bits, as `path mode`. */
const openOf = (dir: string) => openEntries(dir).map(entry => `${entry.path} ${entry.mode.toString(8)}`);

/** Runs the command a refusal names, as the operator would paste it. */
function runFix(message: string) {
  const command = /\n {2}(chmod -R go-rwx .+)\n/.exec(message)?.[1];
  expect(command).toBeDefined();
  execFileSync('sh', ['-c', command!]);
}

describe('private files', () => {
  const umask = process.umask();
  const dirs: string[] = [];
  const given = () => {
    const dir = temporaryDir();
    dirs.push(dir);
    return dir;
  };
  afterEach(() => process.umask(umask));
  afterAll(() => dirs.forEach(dir => fs.rmSync(dir, {recursive: true, force: true})));

  // The work: the first test makes a PGlite database from nothing (initdb, not the run's template:
  // the modes at creation are its subject) and starts it again, about 6 s on this machine.
  describe('the embedded database', {timeout: 30_000}, () => {
    it('makes its folder 0700 and every file 0600, the configuration and the WAL too, at creation and after a restart', async () => {
      // The usual umask of a login shell; PGlite also sets modes of its own past it.
      process.umask(0o022);
      const dataDir = path.join(given(), 'data');
      let db = await startEmbeddedPostgres(dataDir);
      expect(modeOf(dataDir)).toBe(0o700);
      expect(openOf(dataDir)).toEqual([]);
      await db.stop();
      expect(openOf(dataDir)).toEqual([]);
      db = await startEmbeddedPostgres(dataDir);
      await db.stop();
      expect(openOf(dataDir)).toEqual([]);
      expect(modeOf(path.join(dataDir, 'postgresql.auto.conf'))).toBe(0o600);
      const wal = fs.readdirSync(path.join(dataDir, 'pg_wal')).find(name => /^[0-9A-F]{24}$/.test(name))!;
      expect(modeOf(path.join(dataDir, 'pg_wal', wal))).toBe(0o600);
    });

    it.each([
      ['the folder', '.', 0o755],
      ['a configuration file', 'postgresql.auto.conf', 0o666],
    ])('refuses to start when %s is open to other users, naming the command that closes it', async (_what, entry, mode) => {
      // A copy of the run's migrated database (its modes kept): the refusal is the subject, not the creation.
      const dataDir = path.join(given(), 'data');
      copyPgliteTemplate(dataDir);
      expect(openOf(dataDir)).toEqual([]);
      fs.chmodSync(path.join(dataDir, entry), mode);
      const refused = await startEmbeddedPostgres(dataDir).then(
        () => undefined,
        (error: Error) => error,
      );
      expect(refused).toBeInstanceOf(StartRefused);
      expect(refused!.message).toContain(`The embedded database folder (DATA_DIR) ${dataDir} is open to other local users`);
      expect(refused!.message).toContain(`\n  chmod -R go-rwx ${dataDir}\n`);
      runFix(refused!.message);
      await (await startEmbeddedPostgres(dataDir)).stop();
    });
  });

  describe('the local file storage', () => {
    it('writes folders 0700 and files 0600 whatever the umask', async () => {
      const root = path.join(given(), 'files');
      const storage = new LocalFileStorage(root);
      await storage.open();
      process.umask(0);
      await storage.put('valuation-images/1700000000000-O42-valuationImage.png', Buffer.from('png'), 'image/png');
      await storage.put('payment-xmls/7-payment-finland.xml', Buffer.from('<xml/>'), 'application/xml');
      expect(modeOf(root)).toBe(0o700);
      expect(modeOf(path.join(root, 'valuation-images'))).toBe(0o700);
      expect(modeOf(path.join(root, 'valuation-images', '1700000000000-O42-valuationImage.png'))).toBe(0o600);
      expect(modeOf(path.join(root, 'valuation-images', '1700000000000-O42-valuationImage.png.type'))).toBe(0o600);
      expect(openOf(root)).toEqual([]);
    });

    it('refuses to open a folder holding a file others may read, naming the command that closes it', async () => {
      const root = path.join(given(), 'files with space');
      const storage = new LocalFileStorage(root);
      await storage.open();
      await storage.put('payment-csv/1-payment-uk.csv', Buffer.from('a,b'), 'text/csv');
      fs.chmodSync(path.join(root, 'payment-csv', '1-payment-uk.csv'), 0o644);
      const refused = await storage.open().then(
        () => undefined,
        (error: Error) => error,
      );
      expect(refused).toBeInstanceOf(StartRefused);
      expect(refused!.message).toContain(`The file storage folder ${root} is open to other local users: 1 entry allows group or others`);
      expect(refused!.message).toContain(`\n  chmod -R go-rwx '${root}'\n`);
      runFix(refused!.message);
      await storage.open();
    });

    it('removes the half-written files a crash left, and keeps those a running writer is making', async () => {
      const root = path.join(given(), 'files');
      const storage = new LocalFileStorage(root);
      await storage.open();
      await storage.put('valuation-images/1-O1-valuationImage.jpg', Buffer.from('whole'), 'image/jpeg');
      const folder = path.join(root, 'valuation-images');
      const dead = spawn(process.execPath, ['-e', '']);
      await new Promise(resolve => dead.on('exit', resolve));
      const write = (name: string) => fs.writeFileSync(path.join(folder, name), 'x', {mode: 0o600});
      // A crashed upload: its content type and half of it, under the name of a process that is gone.
      write('2-O1-valuationImage.jpg.type');
      write(`2-O1-valuationImage.jpg.${dead.pid}.1700000000000.partial`);
      // This process's own from before a restart (the same id again, as in a container).
      write(`3-O1-extraImages.png.${process.pid}.1700000000000.partial`);
      // Another server process on the same folder, writing now.
      write('4-O1-extraImages.png.type');
      write(`4-O1-extraImages.png.${process.ppid}.1700000000000.partial`);
      await storage.open();
      expect(fs.readdirSync(folder).sort()).toEqual([
        '1-O1-valuationImage.jpg',
        '1-O1-valuationImage.jpg.type',
        `4-O1-extraImages.png.${process.ppid}.1700000000000.partial`,
        '4-O1-extraImages.png.type',
      ]);
      expect((await storage.get('valuation-images/1-O1-valuationImage.jpg'))?.body.toString()).toBe('whole');
    });
  });

  describe('the server start', () => {
    it('refuses a data folder, or a storage folder, open to other users, with DATABASE_URL too, until the named command ran', async () => {
      const db = await givenDatabase('postgres');
      const dataDir = given();
      const files = given();
      const config = {
        ...readConfig({DATA_DIR: dataDir}),
        databaseUrl: db.url,
        port: 0,
        clientDist: '/nonexistent',
        storage: {kind: 'local' as const, dir: files},
      };
      const start = () =>
        startServer(config).then(
          async running => {
            await running.stop();
            return undefined;
          },
          (error: Error) => error,
        );
      // The document links' key, as an older version or a restore could leave it.
      fs.writeFileSync(path.join(dataDir, 'document-link.secret'), 'k'.repeat(43));
      fs.chmodSync(path.join(dataDir, 'document-link.secret'), 0o644);
      const dataRefused = await start();
      expect(dataRefused).toBeInstanceOf(StartRefused);
      expect(dataRefused!.message).toContain(`The data folder (DATA_DIR) ${dataDir} is open to other local users: 1 entry allows group or others`);
      runFix(dataRefused!.message);

      fs.chmodSync(files, 0o755);
      const filesRefused = await start();
      expect(filesRefused).toBeInstanceOf(StartRefused);
      expect(filesRefused!.message).toContain(`The file storage folder ${files} is open to other local users`);
      runFix(filesRefused!.message);

      expect(await start()).toBeUndefined();
      await db.drop();
    });
  });
});
