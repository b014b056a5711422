import {visibleMenu, type RoleFlag} from '@karat/shared';
import {expect, test, type Page} from '@playwright/test';
import {loginAs, openInApp} from './fixtures';

// The server's Content-Security-Policy must not break the built app: every screen
// of the menu loads with no violation reported by the browser.

/** Collects the page's CSP violations; the init script runs outside the policy. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', msg => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) console.push(msg.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', e =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as {cspViolations?: string[]}).cspViolations ?? []))];
}

const ROLES: RoleFlag[] = ['admin', 'buyer', 'isColdCaller', 'receiver', 'ccManager', 'customer'];
const menuPaths = (flags: Partial<Record<RoleFlag, boolean>>) => visibleMenu(flags).flatMap(area => area.links.map(link => link.path));

/** Screens per test: a few, so a loaded machine's slower screens never add up to a test's timeout. */
const SCREENS_PER_TEST = 8;

test('every answer carries the Content-Security-Policy', async ({page}) => {
  const first = await page.goto('/login');
  const policy = first?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
});

for (const [index, role] of ROLES.entries()) {
  // A screen is the same bundle whoever opens it: each is checked once, by the first role here that has it.
  const checkedBefore = new Set(ROLES.slice(0, index).flatMap(earlier => menuPaths({[earlier]: true})));
  const paths = menuPaths({[role]: true}).filter(path => path !== '/logout' && !checkedBefore.has(path));
  for (let start = 0; start < paths.length; start += SCREENS_PER_TEST) {
    const part = paths.slice(start, start + SCREENS_PER_TEST);
    test(`${role} screens ${part.join(', ')} load under the Content-Security-Policy`, async ({page}) => {
      const violations = await watchViolations(page);
      await loginAs(page, role);
      for (const path of part) {
        await openInApp(page, path);
        expect(await violations(), `violations on ${path}`).toEqual([]);
      }
      // Whatever a screen still loads after its heading (its lists, images) has its say too.
      await page.waitForLoadState('networkidle');
      expect(await violations(), `violations after ${part.join(', ')}`).toEqual([]);
    });
  }
}

test('the API explorer loads under its own policy (inline start script allowed there only)', async ({page}) => {
  const violations = await watchViolations(page);
  const res = await page.goto('/api/explorer/');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
  await expect(page.locator('.swagger-ui .info .title')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});
