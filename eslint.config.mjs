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
    target: `${server}/services`,
    from: `${server}/authentication`,
    message: 'Services never import authentication/: take the principal from security/principal.',
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
