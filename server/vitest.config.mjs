import {defineConfig} from 'vitest/config';

// Server tests run on the compiled JavaScript (LoopBack needs TypeScript's decorator metadata).
export default defineConfig({
  test: {
    include: ['dist/__tests__/**/*.{unit,integration,acceptance}.js'],
    globalSetup: ['./dist/__tests__/global-setup.js'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globals: true,
    pool: 'forks',
    maxWorkers: 2,
  },
});
