// The house rules a machine can check: `npm run lint` (part of `npm test`).
// Import zones keep the layers apart: see ZONES below and scripts/lint-zones.test.mjs.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import zones from './scripts/eslint-zones.mjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import {defineConfig} from 'eslint/config';

const root = import.meta.dirname;
const server = 'server/src';
const client = 'client/src';

/** Every client feature folder: no feature imports another (they meet in app/, components/ and lib/). */
const features = fs
  .readdirSync(path.join(root, client, 'features'), {withFileTypes: true})
  .filter(entry => entry.isDirectory())
  .map(entry => entry.name);

export const ZONES = [
  {target: `${server}/repositories`, from: `${server}/services`, message: 'Repositories never import services.'},
  {target: `${server}/controllers`, from: `${server}/repositories`, message: 'Controllers never import repositories: ask a service.'},
  {target: `${server}/controllers`, from: `${server}/middleware`, message: 'Controllers never import middleware.'},
  {target: `${server}/controllers`, from: `${server}/pipeline`, message: 'Controllers never import the pipeline: it calls them.'},
  {
    target: `${server}/controllers`,
    from: `${server}/authentication`,
    message: 'Controllers never import authentication/: the pipeline gives them the member and the caller.',
  },
  {
    target: `${server}/services`,
    from: `${server}/authentication`,
    message: 'Services never import authentication/: take the principal from security/principal.',
  },
  {
    target: `${server}/services`,
    from: `${server}/repositories/query`,
    message: 'Services reach the read engine only through repositories: ask a repository method (QueryRepository).',
  },
  ...features.map(feature => ({
    target: `${client}/features/${feature}`,
    from: `${client}/features`,
    except: [`./${feature}`],
    message: 'No feature imports another feature: share through components/ or lib/.',
  })),
  {target: [`${client}/components`, `${client}/lib`], from: `${client}/features`, message: 'components/ and lib/ never import features.'},
  // entities/ (order, client, member) sit between features and components/lib: features use them, never the reverse.
  {target: `${client}/entities`, from: `${client}/features`, message: 'entities/ never import features: features import entities.'},
  {target: [`${client}/components`, `${client}/lib`], from: `${client}/entities`, message: 'components/ and lib/ never import entities.'},
];

/** String binding keys lose their type: inject with the typed keys of server/src/keys.ts. */
const BINDING_KEY_STRING = [
  {
    selector: "CallExpression[callee.name='inject'] > :matches(Literal, TemplateLiteral).arguments:first-child",
    message: 'Inject with a typed binding key from keys.ts, not a string.',
  },
  {
    selector: 'CallExpression[callee.object.name=/^(inject|repository)$/] > :matches(Literal, TemplateLiteral).arguments:first-child',
    message: 'Inject with a typed binding key from keys.ts, not a string.',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(get|getSync|bind|isBound|getBinding)$/] > Literal.arguments:first-child[value=/^(services|repositories|datasources|config|adapters)\\./]',
    message: 'Use the typed binding key from keys.ts, not its string.',
  },
];

/** LoopBack's internal members (`_buildWhere`, `_normalize`...) only through server/src/loopback-internals.ts, whose test pins them. */
const LOOPBACK_INTERNALS = [
  {
    selector: 'MemberExpression[computed=false][property.name=/^_[A-Za-z]/], MemberExpression[computed=true][property.value=/^_[A-Za-z]/]',
    message: "Reach LoopBack's internal members through loopback-internals.ts, whose unit test pins them.",
  },
];

/**
 * Controllers receive services and the member (and the caller): no repository, no context, no
 * request or response of LoopBack's (an answer is what a method returns, a FileAnswer for a file).
 */
const CONTROLLER_INJECTIONS = [
  {
    selector: "CallExpression[callee.name='repository'], CallExpression[callee.object.name='repository']",
    message: 'Controllers never inject repositories: ask a service.',
  },
  {
    selector: "CallExpression[callee.object.name='inject'][callee.property.name=/^(context|getter|setter|binding|view|tag)$/]",
    message: 'Controllers never inject the context, getters or bindings: ask a service.',
  },
  {
    selector:
      "CallExpression[callee.name='inject'] > MemberExpression.arguments:first-child:matches([object.name=/^(CoreBindings|RestBindings)$/], [object.object.name=/^(CoreBindings|RestBindings)$/])",
    message: 'Controllers never inject the application, the request or the response: return the answer (FileAnswer for a file), take CALLER for who sent it.',
  },
  {
    selector: "CallExpression[callee.name='inject'] > Identifier.arguments:first-child[name=/_(REPOSITORY|DATASOURCE)$|^READ_ENGINE$/]",
    message: 'Controllers never inject repositories or the datasource: ask a service.',
  },
];

/** Services and domain rules read the time from the injected Clock (CLOCK) or a `now` argument, so tests can fix it. */
const CLOCK_ONLY = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0], CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Take the time from the injected Clock (CLOCK in keys.ts) or a `now` argument.',
  },
];

export const SERVER_SYNTAX = {
  all: [...BINDING_KEY_STRING, ...LOOPBACK_INTERNALS],
  controllers: [...BINDING_KEY_STRING, ...LOOPBACK_INTERNALS, ...CONTROLLER_INJECTIONS],
  timed: [...BINDING_KEY_STRING, ...LOOPBACK_INTERNALS, ...CLOCK_ONLY],
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      'client/src/lib/sdk/',
      '**/test-results/',
      '**/playwright-report/',
      'bench/.pgdata/',
      'data/',
      'storage/',
    ],
  },
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.node}},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true}],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: [`${server}/**/*.ts`],
    rules: {'no-restricted-syntax': ['error', ...SERVER_SYNTAX.all]},
  },
  {
    files: [`${server}/controllers/**/*.ts`],
    rules: {'no-restricted-syntax': ['error', ...SERVER_SYNTAX.controllers]},
  },
  {
    files: [`${server}/services/**/*.ts`, `${server}/domain/**/*.ts`],
    rules: {'no-restricted-syntax': ['error', ...SERVER_SYNTAX.timed]},
  },
  {
    // The one place that names LoopBack's internals, and its pinning test.
    files: [`${server}/loopback-internals.ts`, `${server}/__tests__/unit/loopback-internals.unit.ts`],
    rules: {'no-restricted-syntax': ['error', ...BINDING_KEY_STRING]},
  },
  {
    files: [`${client}/**/*.{ts,tsx}`],
    languageOptions: {globals: {...globals.browser}},
    plugins: {'react-hooks': reactHooks},
    // The rules of hooks; the plugin's React Compiler rules (its v7 "recommended") are not on yet:
    // they question the latest-value ref in app/providers.tsx and a setState in Sidebar's effect.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: [`${server}/**/*.ts`, `${client}/**/*.{ts,tsx}`],
    plugins: {karat: zones},
    // The client's `@/` is its src folder (client/tsconfig.json "paths", vite.config.ts alias).
    rules: {'karat/no-restricted-paths': ['error', {basePath: root, zones: ZONES, aliases: {'@': path.join(root, client)}}]},
  },
  prettier,
);
