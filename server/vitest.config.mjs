import {defineConfig} from 'vitest/config';

// Server tests run on the compiled JavaScript (LoopBack needs TypeScript's decorator metadata).
export default defineConfig({
  test: {
    include: ['dist/__tests__/**/*.{unit,integration,acceptance}.js'],
    globalSetup: ['./dist/__tests__/global-setup.js'],
    // An API test is a server, a database and up to a hundred requests: the largest ordinary one is
    // about 3 s of work on this 2-core machine, so 15 s is a hang's limit, not a slow test's. A
    // file's setup copies a database and boots the application (about 2 s). Tests that do more
    // (boot PGlite from nothing, kill servers, seed thousands of orders) carry their own limit
    // with the work that explains it.
    testTimeout: 15_000,
    hookTimeout: 30_000,
    globals: true,
    pool: 'forks',
    maxWorkers: 2,
    // The files of a worker share its process and the modules it loaded (the app, LoopBack, pg)
    // instead of each importing them again: 387 s -> 225 s for the suite on this 2-core machine.
    // Each file builds its own application and database, so what a file may not do is leave state in
    // a module: no vi.mock, environment changes undone (global-setup sets what they all share), and
    // every spy is restored after its test.
    isolate: false,
    restoreMocks: true,
  },
});
