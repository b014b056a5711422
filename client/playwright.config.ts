import fs from 'node:fs';
import {defineConfig} from '@playwright/test';

/** Tests that act on every row of a list other tests read: run alone, after the others. */
const WHOLE_LISTS = /arrival-sms\.spec\.ts$/;
/**
 * Tests that start the QZ Tray double on QZ Tray's own port (8182, the machine's): while one runs,
 * every other test's browser sees "QZ Tray is running" and prints to it. They run one at a time,
 * after the others (whose printing expects no QZ Tray).
 */
const QZ_DOUBLE = /(packager|printing-qz)\.spec\.ts$/;

/** Tests that check a PDF opening in a tab of its own: only the full browser has the PDF viewer (the headless shell downloads it). */
const PDF_TABS = /(printing|police-reports|packager-uk)\.spec\.ts$/;

/**
 * Debian's chromium-headless-shell, the headless browser Playwright itself runs by default: the same
 * Chromium build (Blink, V8) as the chromium package, without the full browser's windowing and UI
 * layer. It does the same tests for half the full browser's CPU on this 2-core machine (an app
 * start a third: a context and its page in 150 ms instead of 470; over the suite the renderers and
 * the browser process 490 CPU s instead of 1,000). The full browser runs the tests that need what only it has (its
 * PDF viewer), and every test when E2E_CHROMIUM names a browser (E2E_CHROMIUM=/usr/bin/chromium for
 * --headed) or the shell is not installed. Never `playwright install` on these machines.
 */
const FULL_BROWSER = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const HEADLESS_SHELL = process.env.E2E_CHROMIUM ?? (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : FULL_BROWSER);
/**
 * V8 without its optimizing compilers (Maglev, TurboFan), its baseline compiler only: a test's page
 * lives seconds, too short to earn back an optimized compile, which ran on the renderer's worker
 * threads beside the two cores' other work. Sampled over the same thirty tests: 192 -> 160 CPU s for
 * every process, renderers' workers 26 -> 11 s, 2.0 -> 1.7 min. The app's code is the same; only how
 * fast V8 runs it differs.
 */
const V8_BASELINE_ONLY = '--js-flags=--max-opt=1';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  V8_BASELINE_ONLY,
];
const browser = (executablePath: string) => ({launchOptions: {executablePath, args: ARGS}});

// No webServer block: the test orchestrator starts the server, seeds demo data and sets E2E_BASE_URL.
export default defineConfig({
  testDir: 'e2e',
  // Two files at a time (tests within a file in order): 9.2 min -> 6.0 min on this 2-core machine.
  // So a test never assumes it is alone: it finds its own rows by data it made (a bar code, a city
  // of its own), never by "the first row" of a shared list. A test that acts on every row of a
  // shared list (the arrival SMS page's Send SMS) is in WHOLE_LISTS, which runs after the rest.
  workers: 2,
  projects: [
    {name: 'own data', testIgnore: [WHOLE_LISTS, QZ_DOUBLE, PDF_TABS], use: browser(HEADLESS_SHELL)},
    {name: 'PDF tabs', testMatch: PDF_TABS, use: browser(FULL_BROWSER)},
    {name: 'whole lists', testMatch: WHOLE_LISTS, dependencies: ['own data', 'PDF tabs'], use: browser(HEADLESS_SHELL)},
    // The packager's tests open PDFs in tabs too, when QZ Tray is away.
    {name: 'QZ Tray double', testMatch: QZ_DOUBLE, dependencies: ['own data', 'PDF tabs'], workers: 1, use: browser(FULL_BROWSER)},
  ],
  reporter: 'list',
  use: {
    reducedMotion: 'reduce',
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
  },
});
