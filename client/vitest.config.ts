import {configDefaults, defineConfig, mergeConfig} from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Tests that render nothing but read a browser global (storage, location): jsdom gives them one. */
const BROWSER_GLOBALS = ['src/components/scan-history.test.ts', 'src/lib/error-reporting.test.ts', 'src/lib/printing/printing.test.ts'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Two projects, told apart by the file name: a .test.tsx renders, in jsdom; a .test.ts does not,
      // and runs in node, which starts in a fraction of jsdom's time.
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
            // (vi.mock) and leaves no state behind in one; one that must goes to the other project.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx', ...BROWSER_GLOBALS],
            setupFiles: ['src/test-setup.ts'],
            // The work: a route test renders the whole app (shell, router, query client, MUI) and a
            // screen in jsdom, about 1-2 s on an idle 2-core machine and several times that while
            // the server's suite or a build shares the cores; 5 s was that work's limit, not a hang's.
            testTimeout: 20_000,
            // Each file in a fresh worker (isolate, the default): the route tests mock modules the app
            // imports (vi.mock) and the app keeps state in modules (the token, reported errors).
            // Measured on 2 cores: worker threads were no faster than the default forks, and a second
            // worker (maxWorkers: 2) finished a fifth sooner but timed out twice as often, the two
            // slowing each other's renders past the waits' limits; so the defaults stay.
          },
        },
      ],
    },
  }),
);
