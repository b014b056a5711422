import {fileURLToPath} from 'node:url';
import react from '@vitejs/plugin-react';
import {defineConfig} from 'vite';
import {bundleReport} from './bundle-report';

export default defineConfig({
  plugins: [react(), bundleReport()],
  resolve: {
    alias: [
      {find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url))},
      // shared's package main is the server's CommonJS build; the client bundles the TS source.
      // The more specific entry first: '@karat/shared' would also take '@karat/shared/...'.
      {find: '@karat/shared/teller', replacement: fileURLToPath(new URL('../shared/src/teller-rules.ts', import.meta.url))},
      {find: '@karat/shared/password-rules', replacement: fileURLToPath(new URL('../shared/src/password-rules.ts', import.meta.url))},
      {find: '@karat/shared', replacement: fileURLToPath(new URL('../shared/src/index.ts', import.meta.url))},
      // Exactly 'zod' (not 'zod/v4', which the module itself imports): zod without eval, for the CSP.
      {find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url))},
    ],
  },
  server: {
    proxy: {'/api': 'http://127.0.0.1:3000'},
  },
  build: {outDir: 'dist', emptyOutDir: true, manifest: true},
});
