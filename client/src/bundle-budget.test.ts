import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUDGET_GZIP_BYTES, PAGES, REPORT_FILE} from '../bundle-report';

// The build writes the report (npm test builds first); a page over budget fails here.
describe('initial JavaScript budget', () => {
  const report = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'dist', REPORT_FILE), 'utf8')) as Record<string, number>;
  it.each(Object.keys(PAGES))('%s loads at most 250 KB of gzip JavaScript', page => {
    expect(report[page]).toBeGreaterThan(10 * 1024);
    expect(report[page]).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });
  it('keeps the receiver screen out of the login page (route-level splitting)', () => {
    expect(report.receiverPage).toBeGreaterThan(report.loginPage);
  });
});
