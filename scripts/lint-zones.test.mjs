// The lint's import zones and binding-key rule bite: snippets placed (in memory) at zoned paths are
// refused, the imports the layers are meant to use pass. Run by `npm test` (vitest, --root scripts).
import fs from 'node:fs';
import path from 'node:path';
import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';
import {ZONES} from '../eslint.config.mjs';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({cwd: root});

/** The rule ids ESLint reports for `code` as if it were the file at `file` (relative to the root). */
async function problems(file, code) {
  const [result] = await eslint.lintText(code, {filePath: path.join(root, file)});
  return result.messages.map(message => message.ruleId ?? message.message);
}

const ZONE = 'karat/no-restricted-paths';

describe('import zones', {timeout: 60_000}, () => {
  it.each([
    ['a feature importing another through @/', 'client/src/features/buyer/zone-probe.ts', "import {adminRoutes} from '@/features/admin/routes';"],
    ['a feature importing another by a relative path', 'client/src/features/buyer/zone-probe.ts', "import {useCurrentMember} from '../auth';"],
    ['components/ importing a feature', 'client/src/components/zone-probe.ts', "import {useCurrentMember} from '@/features/auth';"],
    ['lib/ importing a feature', 'client/src/lib/zone-probe.ts', "import {useBuyerMenuCounts} from '../features/buyer';"],
    ['an entity importing a feature', 'client/src/entities/order/zone-probe.ts', "import {useCurrentMember} from '@/features/auth';"],
    ['components/ importing an entity', 'client/src/components/zone-probe.ts', "import {orderQueries} from '@/entities/order';"],
    ['lib/ importing an entity', 'client/src/lib/zone-probe.ts', "import {clientName} from '../entities/client';"],
    ['a repository importing a service', 'server/src/repositories/zone-probe.ts', "import {CLOCK} from '../services/clock';"],
    ['a controller importing a repository', 'server/src/controllers/zone-probe.ts', "import {OrderRepository} from '../repositories';"],
    ['a controller importing middleware', 'server/src/controllers/zone-probe.ts', "import {corsOptions} from '../middleware/security-headers';"],
    ['a controller importing the pipeline', 'server/src/controllers/zone-probe.ts', "import {refuseNul} from '../pipeline/refuse-nul';"],
    ['a controller importing authentication/', 'server/src/controllers/zone-probe.ts', "import {bearerToken} from '../authentication/bearer-token.strategy';"],
    ['a service importing authentication/', 'server/src/services/zone-probe.ts', "import {bearerToken} from '../authentication/bearer-token.strategy';"],
    ['a service importing the read engine', 'server/src/services/zone-probe.ts', "import {guardWhere} from '../repositories/query/filter-guard';"],
  ])('refuses %s', async (_name, file, code) => {
    expect(await problems(file, `${code}\nexport const used = [${code.match(/\{(\w+)/)[1]}];\n`)).toEqual([ZONE]);
  });

  it.each([
    [
      'a feature importing itself, components/ and lib/',
      'client/src/features/buyer/zone-probe.ts',
      "import {useBuyerMenuCounts} from '@/features/buyer';\nimport {Loading} from '@/components/Loading';\nimport {formatDate} from '@/lib/dates';\nexport const used = [useBuyerMenuCounts, Loading, formatDate];",
    ],
    [
      'a feature importing entities',
      'client/src/features/buyer/zone-probe.ts',
      "import {orderQueries} from '@/entities/order';\nimport {clientName} from '@/entities/client';\nexport const used = [orderQueries, clientName];",
    ],
    [
      'an entity importing components/ and lib/',
      'client/src/entities/order/zone-probe.ts',
      "import {Loading} from '@/components/Loading';\nimport {formatDate} from '@/lib/dates';\nexport const used = [Loading, formatDate];",
    ],
    [
      'app/ importing features',
      'client/src/app/zone-probe.ts',
      "import {adminRoutes} from '@/features/admin/routes';\nimport {useCurrentMember} from '@/features/auth';\nexport const used = [adminRoutes, useCurrentMember];",
    ],
    [
      'a service importing a repository and the principal',
      'server/src/services/zone-probe.ts',
      "import {OrderRepository} from '../repositories';\nimport type {MemberProfile} from '../security/principal';\nexport const used: [typeof OrderRepository, MemberProfile?] = [OrderRepository];",
    ],
    [
      'a controller importing a service',
      'server/src/controllers/zone-probe.ts',
      "import {CallService} from '../services/call.service';\nexport const used = [CallService];",
    ],
  ])('allows %s', async (_name, file, code) => {
    expect(await problems(file, `${code}\n`)).toEqual([]);
  });

  it('names folders that exist (a renamed folder would switch its zone off)', () => {
    const paths = ZONES.flatMap(zone => [zone.target, zone.from]).flat();
    expect(paths.filter(p => !fs.existsSync(path.join(root, p)))).toEqual([]);
  });
});

describe('binding keys', {timeout: 60_000}, () => {
  it('refuses a string in @inject', async () => {
    const code =
      "import {inject} from '@loopback/core';\nexport class Probe {\n  constructor(@inject('services.AuditService') readonly audit: unknown) {}\n}\n";
    expect(await problems('server/src/services/zone-probe.ts', code)).toEqual(['no-restricted-syntax']);
  });

  it('refuses getting a binding by its string', async () => {
    const code = "import type {Context} from '@loopback/core';\nexport const audit = (ctx: Context) => ctx.get('services.AuditService');\n";
    expect(await problems('server/src/services/zone-probe.ts', code)).toEqual(['no-restricted-syntax']);
  });

  it('allows the typed key', async () => {
    const code =
      "import {inject} from '@loopback/core';\nimport {AUDIT_SERVICE} from '../keys';\nimport type {AuditService} from './audit.service';\nexport class Probe {\n  constructor(@inject(AUDIT_SERVICE) readonly audit: AuditService) {}\n}\n";
    expect(await problems('server/src/services/zone-probe.ts', code)).toEqual([]);
  });
});

describe('the server layers held by syntax', {timeout: 60_000}, () => {
  const CONTROLLER = 'server/src/controllers/zone-probe.ts';
  const ctor = (imports, injection) => `${imports}\nexport class Probe {\n  constructor(${injection} readonly value: unknown) {}\n}\n`;

  it.each([
    [
      'a repository',
      ctor("import {repository} from '@loopback/repository';\nimport {OrderRepository} from '../services/zone-probe';", '@repository(OrderRepository)'),
    ],
    ["a repository's getter", ctor("import {repository} from '@loopback/repository';", "@repository.getter('OrderRepository')")],
    ['a repository by its key', ctor("import {inject} from '@loopback/core';\nimport {ORDER_REPOSITORY} from '../keys';", '@inject(ORDER_REPOSITORY)')],
    ['the datasource', ctor("import {inject} from '@loopback/core';\nimport {DB_DATASOURCE} from '../keys';", '@inject(DB_DATASOURCE)')],
    ['the context', ctor("import {inject} from '@loopback/core';", '@inject.context()')],
    [
      "the request's context",
      ctor("import {inject} from '@loopback/core';\nimport {RestBindings} from '@loopback/rest';", '@inject(RestBindings.Http.CONTEXT)'),
    ],
    ['the application', ctor("import {CoreBindings, inject} from '@loopback/core';", '@inject(CoreBindings.APPLICATION_INSTANCE)')],
    ['the request', ctor("import {inject} from '@loopback/core';\nimport {RestBindings} from '@loopback/rest';", '@inject(RestBindings.Http.REQUEST)')],
    ['the response', ctor("import {inject} from '@loopback/core';\nimport {RestBindings} from '@loopback/rest';", '@inject(RestBindings.Http.RESPONSE)')],
  ])('a controller may not inject %s', async (_name, code) => {
    expect(await problems(CONTROLLER, code)).toContain('no-restricted-syntax');
  });

  it('a controller injects services, the member and the caller', async () => {
    const code = ctor("import {inject} from '@loopback/core';\nimport {CALL_SERVICE} from '../keys';", '@inject(CALL_SERVICE)');
    expect(await problems(CONTROLLER, code)).toEqual([]);
    const method =
      "import {inject} from '@loopback/core';\nimport {SecurityBindings} from '@loopback/security';\nimport {CALLER} from '../security/principal';\n" +
      'export class Probe {\n  who(@inject(SecurityBindings.USER) member: unknown, @inject(CALLER) caller: unknown) {\n    return [member, caller];\n  }\n}\n';
    expect(await problems(CONTROLLER, method)).toEqual([]);
  });

  it.each(['server/src/services/zone-probe.ts', 'server/src/domain/zone-probe.ts'])('%s reads the time only from the clock or a now argument', async file => {
    expect(await problems(file, 'export const now = () => new Date();\n')).toEqual(['no-restricted-syntax']);
    expect(await problems(file, 'export const now = () => Date.now();\n')).toEqual(['no-restricted-syntax']);
    expect(await problems(file, 'export const at = (text: string) => new Date(text);\n')).toEqual([]);
  });

  it("reaches LoopBack's internal members only in loopback-internals.ts", async () => {
    const code = "export const where = (c: {_buildWhere(model: string, where: object): unknown}) => c._buildWhere('Order', {});\n";
    expect(await problems('server/src/repositories/query/zone-probe.ts', code)).toEqual(['no-restricted-syntax']);
    expect(await problems('server/src/repositories/query/zone-probe.ts', "export const n = (m: Record<string, unknown>) => m['_normalize'];\n")).toEqual([
      'no-restricted-syntax',
    ]);
    expect(await problems('server/src/loopback-internals.ts', code)).toEqual([]);
  });
});
