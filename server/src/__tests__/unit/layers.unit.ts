import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The layers of the house rules that a test holds (the import directions and the rest are the
// lint's, scripts/lint-zones.test.mjs): SQL only in repositories, each partial-index condition
// written once; services load, decide and write; no import cycle. Each check is first shown to
// report a violation it is fed, so a check that stopped biting fails too.
const src = path.resolve(__dirname, '..', '..', '..', 'src');
const filesOf = (folder: string) =>
  fs
    .readdirSync(path.join(src, folder))
    .filter(name => name.endsWith('.ts'))
    .map(name => ({name: `${folder}/${name}`, text: fs.readFileSync(path.join(src, folder, name), 'utf8')}));

/** Every source file under a folder of src, recursively. */
const treeOf = (folder: string): {name: string; text: string}[] =>
  fs.readdirSync(path.join(src, folder), {withFileTypes: true}).flatMap(entry => {
    const name = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return treeOf(name);
    return entry.name.endsWith('.ts') ? [{name, text: fs.readFileSync(path.join(src, name), 'utf8')}] : [];
  });

/** The folders that may write SQL: repositories (and their read engine), the migrations, the seed and import scripts, the tests. */
const SQL_FOLDERS = ['repositories', 'database', 'scripts', '__tests__'];
/** And one file elsewhere: the import's own loader (`npm run import`, its batches' SQL beside their transaction). */
const SQL_FILES = ['import/loader.ts'];
const SQL = /\.(execute|prepared)\(|\b(SELECT\s+[\w*"(]|INSERT INTO|UPDATE \w+ SET|DELETE FROM|FOR UPDATE|nextval)\b/;
const withoutComments = (text: string) => text.replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
const writesSql = (text: string) => SQL.test(withoutComments(text));

/**
 * The local modules a compiled module requires. Compiled, because that is what runs: `import type`
 * and names used only as types leave no require, so only value imports are edges.
 */
export function requiresOf(file: string, text: string, exists: (candidate: string) => boolean): string[] {
  return [...text.matchAll(/\brequire\("(\.{1,2}\/[^"]+)"\)/g)].flatMap(([, specifier]) => {
    const base = path.join(path.dirname(file), specifier);
    const found = [`${base}.js`, path.join(base, 'index.js'), base].find(exists);
    return found ? [found] : [];
  });
}

/** The import cycles of a module graph: each group of modules that reach one another (Tarjan), sorted. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(module, Math.min(low.get(module)!, index.get(next)!));
      }
    }
    if (low.get(module) !== index.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1 || (graph.get(module) ?? []).includes(module)) cycles.push(group.sort());
  };
  for (const module of [...graph.keys()].sort()) if (!index.has(module)) visit(module);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The compiled server (dist, beside this test's folder) as a graph of its value imports, tests left out. */
function compiledGraph(): Map<string, string[]> {
  const dist = path.resolve(__dirname, '..', '..');
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(dist, folder), {withFileTypes: true})) {
      const name = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== '__tests__') walk(name);
      else if (entry.isFile() && entry.name.endsWith('.js')) files.push(name);
    }
  };
  walk('.');
  const known = new Set(files.map(file => path.normalize(file)));
  return new Map(
    files.map(file => [
      path.normalize(file),
      requiresOf(file, fs.readFileSync(path.join(dist, file), 'utf8'), c => known.has(path.normalize(c))).map(f => path.normalize(f)),
    ]),
  );
}

/**
 * The one cycle allowed: LoopBack's relation decorators name the other model of a relation
 * (a client's orders, an order's client) through a resolver function, called only after both
 * modules loaded; neither reads the other while it loads.
 */
const MODEL_RELATIONS = ['models/client.model.js', 'models/order.model.js'];

describe('layers', () => {
  it('the SQL check reports a statement outside repositories, and not its mention in a comment', () => {
    expect(writesSql('await repo.execute(`SELECT id FROM ${table} WHERE id = $1 FOR UPDATE`, [id], options);')).toBe(true);
    expect(writesSql('const [row] = await this.ds.execute("SELECT nextval(\'package_code_seq\') AS n", [], options);')).toBe(true);
    expect(writesSql('// Every action locks the order (FOR UPDATE) first.\n * and SELECT ... FOR UPDATE in id order')).toBe(false);
  });

  it('SQL only in repositories: services, adapters, controllers and the rest call repository methods', () => {
    const folders = fs
      .readdirSync(src, {withFileTypes: true})
      .filter(entry => entry.isDirectory() && !SQL_FOLDERS.includes(entry.name))
      .map(entry => entry.name);
    expect(folders).toEqual(expect.arrayContaining(['services', 'adapters', 'controllers', 'domain', 'pipeline']));
    const topLevel = fs
      .readdirSync(src)
      .filter(name => name.endsWith('.ts'))
      .map(name => ({name, text: fs.readFileSync(path.join(src, name), 'utf8')}));
    const withSql = [...folders.flatMap(treeOf), ...topLevel].filter(file => writesSql(file.text)).map(file => file.name);
    expect(withSql.filter(name => !SQL_FILES.includes(name))).toEqual([]);
    // The exception still has SQL (else it is to be removed here).
    expect(SQL_FILES.filter(name => withSql.includes(name))).toEqual(SQL_FILES);
  });

  it('the cycle check reads value imports and finds a cycle through keys.ts', () => {
    const compiled = new Map([
      ['keys.js', 'const core_1 = require("@loopback/core");'],
      ['services/a.service.js', 'const keys_1 = require("../keys");\nconst b_service_1 = require("./b.service");'],
      ['services/b.service.js', 'const c_1 = require("../repositories/c");'],
      ['repositories/c/index.js', 'exports.C = 1;'],
    ]);
    const parse = (file: string, text: string) => requiresOf(file, text, candidate => compiled.has(path.normalize(candidate))).map(f => path.normalize(f));
    const graph = new Map([...compiled].map(([file, text]) => [file, parse(file, text)]));
    expect(graph.get('services/a.service.js')).toEqual(['keys.js', 'services/b.service.js']);
    expect(graph.get('services/b.service.js')).toEqual(['repositories/c/index.js']);
    expect(importCycles(graph)).toEqual([]);
    // keys.ts importing a service's module for its class (a value import) closes the circle.
    graph.set('keys.js', ['services/a.service.js']);
    expect(importCycles(graph)).toEqual([['keys.js', 'services/a.service.js']]);
  });

  it('a type import leaves no edge, a value import does (what the compiler keeps)', () => {
    const compile = (code: string) => ts.transpileModule(code, {compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022}}).outputText;
    const keys = compile(
      "import type {AService} from './services/a.service';\nimport {BindingKey} from '@loopback/core';\nexport const A = BindingKey.create<AService>('services.AService');",
    );
    const service = compile("import {A} from '../keys';\nexport class AService {\n  key = A;\n}");
    const graph = new Map([
      ['keys.js', requiresOf('keys.js', keys, () => true)],
      ['services/a.service.js', requiresOf('services/a.service.js', service, () => true)],
    ]);
    expect(graph.get('keys.js')).toEqual([]);
    expect(graph.get('services/a.service.js')).toEqual(['keys.js']);
    expect(importCycles(graph)).toEqual([]);
    const valueKeys = compile(
      "import {AService} from './services/a.service';\nimport {BindingKey} from '@loopback/core';\nexport const A = BindingKey.create<AService>(AService.name);",
    );
    graph.set(
      'keys.js',
      requiresOf('keys.js', valueKeys, () => true),
    );
    expect(importCycles(graph)).toEqual([['keys.js', 'services/a.service.js']]);
  });

  it('no import cycle in the server: keys.ts imports types only, and nothing else goes round', () => {
    const cycles = importCycles(compiledGraph());
    expect(cycles.filter(cycle => cycle.includes('keys.js'))).toEqual([]);
    expect(cycles).toEqual([MODEL_RELATIONS]);
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
