import {defineConfig} from '@playwright/test';

/** Tests that act on every row of a list other tests read: run alone, after the others. */
const WHOLE_LISTS = /arrival-sms\.spec\.ts$/;
/**
 * Tests that start the QZ Tray double on QZ Tray's own port (8182, the machine's): while one runs,
 * every other test's browser sees "QZ Tray is running" and prints to it. They run one at a time,
 * after the others (whose printing expects no QZ Tray).
 */
const QZ_DOUBLE = /(packager|printing-qz)\.spec\.ts$/;

// No webServer block: the test orchestrator starts the server, seeds demo data and sets E2E_BASE_URL.
export default defineConfig({
  testDir: 'e2e',
  // Two files at a time (tests within a file in order): 9.2 min -> 6.0 min on this 2-core machine.
  // So a test never assumes it is alone: it finds its own rows by data it made (a bar code, a city
  // of its own), never by "the first row" of a shared list. A test that acts on every row of a
  // shared list (the arrival SMS page's Send SMS) is in WHOLE_LISTS, which runs after the rest.
  workers: 2,
  projects: [
    {name: 'own data', testIgnore: [WHOLE_LISTS, QZ_DOUBLE]},
    {name: 'whole lists', testMatch: WHOLE_LISTS, dependencies: ['own data']},
    {name: 'QZ Tray double', testMatch: QZ_DOUBLE, dependencies: ['own data'], workers: 1},
  ],
  reporter: 'list',
  use: {
    reducedMotion: 'reduce',
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    launchOptions: {
      // Debian's chromium; never `playwright install` on these machines.
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
