import fs from 'node:fs';
import path from 'node:path';

// Domain SQL lives in repositories, each partial-index condition written
// once; services load, decide and write; the call and cold-case controllers hold no rules.
const src = path.resolve(__dirname, '..', '..', '..', 'src');
const filesOf = (folder: string) =>
  fs
    .readdirSync(path.join(src, folder))
    .filter(name => name.endsWith('.ts'))
    .map(name => ({name: `${folder}/${name}`, text: fs.readFileSync(path.join(src, folder, name), 'utf8')}));

/** The generic CRUD service, the one service allowed SQL: it locks the row it updates (the read engine itself is in repositories/query). */
const READ_ENGINE = ['services/crud.service.ts'];
const SQL = /\.(execute|prepared)\(|\b(SELECT\s+[\w*"(]|INSERT INTO|UPDATE \w+ SET|DELETE FROM|FOR UPDATE)\b/;

describe('layers', () => {
  it('services write no SQL: they open transactions and call repositories', () => {
    const withSql = filesOf('services')
      .filter(file => !READ_ENGINE.includes(file.name))
      .filter(file => SQL.test(file.text.replace(/^\s*(\/\/|\*).*$/gm, '')))
      .map(file => file.name);
    expect(withSql).toEqual([]);
  });

  it('writes each partial-index condition once, in repositories/order-conditions.ts', () => {
    // The columns only those conditions test (besides the migrations that index them).
    const code = [...filesOf('services'), ...filesOf('repositories'), ...filesOf('controllers')].filter(
      file => file.name !== 'repositories/order-conditions.ts',
    );
    for (const column of ['welcomecalldone', 'aftercalldone', 'assignedcallerid', 'istemporarilytransferred', 'ispermanentlytransferred']) {
      expect(
        code.filter(file => new RegExp(`\\b${column}\\b`).test(file.text)).map(file => file.name),
        column,
      ).toEqual([]);
    }
    // The cold-case and received conditions, and the date cuts, are not written by hand either.
    expect(code.filter(file => /NOT\s+\w*\.?isreceived|isreceived AND/.test(file.text)).map(file => file.name)).toEqual([]);
    expect(code.filter(file => /CALL_RULES|coldCaseDays|afterCallOverdueDays/.test(file.text)).map(file => file.name)).toEqual([]);
  });

  it('the call and cold-case controllers only parse and delegate: no repositories, clock or rules', () => {
    for (const file of filesOf('controllers').filter(f => ['controllers/call.controller.ts', 'controllers/cold-case.controller.ts'].includes(f.name))) {
      expect(file.text, file.name).not.toMatch(/from '\.\.\/repositories'|services\/clock|HttpErrors|coldCaseBefore|isColdCase|MESSAGES/);
    }
  });

  it('the command rules are pure: domain/ imports nothing but shared and itself', () => {
    for (const file of filesOf('domain')) {
      const imports = [...file.text.matchAll(/from '([^']+)'/g)].map(m => m[1]);
      expect(
        imports.filter(name => name !== '@karat/shared' && !name.startsWith('@karat/shared/') && !name.startsWith('./')),
        file.name,
      ).toEqual([]);
    }
  });

  it('request bodies and answers are named schemas in specs/, not written in controllers', () => {
    // The generic endpoints' factory names the model's own schemas (New<Model>), per model.
    const own = filesOf('controllers').filter(file => file.name !== 'controllers/crud.controller-factory.ts');
    expect(own.filter(file => /title: ['`]/.test(file.text)).map(file => file.name)).toEqual([]);
    expect(filesOf('specs').length).toBeGreaterThan(0);
  });
});
