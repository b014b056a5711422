import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {FIRST_RUN_MESSAGES, MESSAGES, setupTokenOf} from '@karat/shared';
import {FIRST_RUN_SERVICE} from '../../keys';
import {BOTH_DATABASES, bearer, copyPgliteTemplate, givenRunningApp, TEST_ADMIN, type TestApp} from '../helpers/app.helper';

// The first run without INITIAL_ADMIN_*: no member, so the login page is told to look for the
// printed one-time link; the link creates the first admin once, under the member rules, and every
// link dies with it. A scripted install (INITIAL_ADMIN_*) gets no link.

const FIRST = {username: 'first-admin', password: 'the first admin pass phrase'};

describe.each(BOTH_DATABASES)('the first run (%s)', kind => {
  let app: TestApp;
  const openSetup = async () => (await app.server.lbApp.get(FIRST_RUN_SERVICE)).openSetup();
  const complete = (body: object) => app.client.post('/api/setup').send(body);

  beforeAll(async () => {
    app = await givenRunningApp(kind, {config: {initialAdmin: undefined}});
  });
  afterAll(() => app.stop());

  it('with no member: the setup is needed, a link works once, creates an admin who is signed in, and every link dies', async () => {
    expect((await app.client.get('/api/setup').expect(200)).body).toEqual({setupNeeded: true});
    const [first, second] = [await openSetup(), await openSetup()];
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);

    // A made-up token, a weak password, the username as password: refused, nothing created.
    expect((await complete({...FIRST, token: 'x'.repeat(43)}).expect(403)).body.error.message).toBe(FIRST_RUN_MESSAGES.invalidLink);
    expect((await complete({...FIRST, token: first, password: 'too short'}).expect(422)).body.error.message).toBe(MESSAGES.passwordMin);
    expect((await complete({token: first, username: 'first-admin-x', password: 'first-admin-x'}).expect(422)).body.error.message).toBe(
      MESSAGES.passwordIsUsername,
    );
    expect((await app.client.get('/api/setup').expect(200)).body).toEqual({setupNeeded: true});

    // The second link printed (say, by another server process) works as well as the first.
    const signedIn = (await complete({...FIRST, token: second}).expect(200)).body as {id: string; userId: number};
    const me = (await app.client.get('/api/Members/me').set(bearer(signedIn.id)).expect(200)).body;
    expect(me).toMatchObject({id: signedIn.userId, username: FIRST.username, admin: true, isActive: true});
    // Its password is the one typed: the ordinary login takes it.
    await app.client.post('/api/Members/login').send({username: FIRST.username, password: FIRST.password}).expect(200);

    // Then every link is dead, and no new one is made.
    expect((await complete({...FIRST, username: 'second-admin', token: first}).expect(409)).body.error.message).toBe(FIRST_RUN_MESSAGES.alreadySetUp);
    expect(await openSetup()).toBeUndefined();
    expect((await app.client.get('/api/setup').expect(200)).body).toEqual({setupNeeded: false});
    const audit = (
      await app.client
        .get('/api/AuditEntries')
        .query({filter: JSON.stringify({where: {model: 'Member', action: 'create'}})})
        .set(bearer(signedIn.id))
        .expect(200)
    ).body as {memberId: number | null; modelId: string}[];
    expect(audit).toEqual([expect.objectContaining({memberId: null, modelId: String(signedIn.userId)})]);
  });
});

describe('a scripted install', () => {
  it('with INITIAL_ADMIN_*: the admin exists at once and no setup link is made', async () => {
    const app = await givenRunningApp('postgres');
    try {
      expect((await app.client.get('/api/setup').expect(200)).body).toEqual({setupNeeded: false});
      expect(await (await app.server.lbApp.get(FIRST_RUN_SERVICE)).openSetup()).toBeUndefined();
      await app.client.post('/api/Members/login').send(TEST_ADMIN).expect(200);
    } finally {
      await app.stop();
    }
  });
});

describe('npm start on an empty data folder', () => {
  // The real start (server/dist/index.js on embedded PGlite): the printed line is the link. The data
  // folder starts as the run's migrated copy, as every test's does (no member in it). A whole server
  // process boots here (Node loads the server, PGlite opens its folder: about 5 s on an idle 2-core
  // machine), more than an in-process test's work: it carries that limit.
  it('prints the one-time link, and the link creates the first admin', {timeout: 60_000}, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-first-run-'));
    copyPgliteTemplate(dataDir);
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      INITIAL_ADMIN_USERNAME: '',
      INITIAL_ADMIN_PASSWORD: '',
      JOBS: 'off',
    };
    const server = spawn(process.execPath, [path.resolve(__dirname, '..', '..', 'index.js')], {env, stdio: ['ignore', 'pipe', 'inherit']});
    try {
      const link = await new Promise<URL>((resolve, reject) => {
        let output = '';
        server.stdout!.on('data', chunk => {
          output += String(chunk);
          const found = /Create the first admin \(once\) at: (\S+)/.exec(output);
          if (found) resolve(new URL(found[1]));
        });
        server.once('exit', code => reject(new Error(`the server exited (${code}) before printing a link:\n${output}`)));
      });
      expect(link.pathname).toBe('/setup');
      const token = setupTokenOf(link.hash);
      expect(token).toBeDefined();
      const answer = await fetch(new URL('/api/setup', link), {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({...FIRST, token}),
      });
      expect(answer.status).toBe(200);
      expect(await (await fetch(new URL('/api/setup', link))).json()).toEqual({setupNeeded: false});
    } finally {
      server.kill('SIGTERM');
      await new Promise(resolve => (server.exitCode === null ? server.once('exit', resolve) : resolve(undefined)));
      fs.rmSync(dataDir, {recursive: true, force: true});
    }
  });
});
