import fs from 'node:fs';
import path from 'node:path';
import {configDefaults, defineConfig, mergeConfig} from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Tests that render nothing but read a browser global (storage, location): jsdom gives them one. */
const BROWSER_GLOBALS = ['src/components/scan-history.test.ts', 'src/lib/error-reporting.test.ts', 'src/lib/printing/printing.test.ts'];

/**
 * The browser tests that replace a module (vi.mock): found by reading the files, so none can be
 * missed. They run each in a fresh worker; a replaced module must not reach another file's tests.
 */
const MOCKING = fs
  .readdirSync('src', {recursive: true, encoding: 'utf8'})
  .map(file => `src/${file.split(path.sep).join('/')}`)
  .filter(file => /\.test\.tsx?$/.test(file) && (file.endsWith('.tsx') || BROWSER_GLOBALS.includes(file)))
  .filter(file => fs.readFileSync(file, 'utf8').includes('vi.mock('));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Told apart by the file name: a .test.tsx renders, in jsdom; a .test.ts does not, and runs in
      // node, which starts in a fraction of jsdom's time. Rendering files that replace a module
      // (MOCKING) get a worker each.
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts'],
            exclude: [...configDefaults.exclude, ...BROWSER_GLOBALS],
            // Pure functions: the files share one worker and the modules it has loaded instead of each
            // starting its own, which takes a third of the time. So a test here mocks no module
            // (vi.mock) and leaves no state behind in one; one that must goes to a jsdom project.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx', ...BROWSER_GLOBALS],
            exclude: [...configDefaults.exclude, ...MOCKING],
            setupFiles: ['src/test-setup.ts'],
            // The work: a route test renders the whole app (shell, router, query client, MUI) and a
            // screen in jsdom, about 1-2 s on an idle 2-core machine and several times that while
            // the server's suite or a build shares the cores; 5 s was that work's limit, not a hang's.
            testTimeout: 20_000,
            // The files of a worker share its modules (React, MUI, the app): 80 s -> 25 s. Each test
            // unmounts what it rendered (test-setup.ts) and sets the token it needs; a file that
            // replaces a module is in dom-mocks instead.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-mocks',
            environment: 'jsdom',
            include: MOCKING,
            setupFiles: ['src/test-setup.ts'],
            testTimeout: 20_000,
          },
        },
      ],
    },
  }),
);
