import {SIDEBAR} from '@karat/shared';
import {expect, test} from '@playwright/test';
import {DEMO_ROLES, demoUsername, expectedMenuAreas, loginAs, logout, mainMenu, onScreen, shownMenuAreas, signInHere, escapeRegExp} from './fixtures';

// Every demo account at one computer, one after another: each signs in through the form and out
// through the menu, as staff sharing a desk do. So the app starts once for several members (not
// once each), and a member never sees the menu of the one before. Three groups, run side by side.
test.describe.configure({mode: 'parallel'});
const GROUPS = 3;
for (let part = 0; part < GROUPS; part++) {
  const roles = DEMO_ROLES.filter((_, i) => i % GROUPS === part);
  test(`${roles.map(demoUsername).join(', ')} see exactly their menus, one after another`, async ({page}) => {
    await page.goto('/login');
    for (const role of roles) {
      await signInHere(page, demoUsername(role));
      const expected = await expectedMenuAreas(page);
      expect(expected).toContain('Home');
      await expect.poll(() => shownMenuAreas(page), `${role}'s menu`).toEqual(expected);

      // Each visible dropdown opens onto its links.
      for (const area of SIDEBAR.filter(a => expected.includes(a.label))) {
        const group = mainMenu(page).getByRole('group', {name: area.label, exact: true});
        const single = area.links.length === 1 && area.links[0].label === area.label;
        if (!single) await group.getByRole('button', {name: area.label}).click();
        for (const link of area.links) {
          // Buyers' call lists carry their counts in brackets: 'Welcome calls (3)'.
          const name = new RegExp(`^${escapeRegExp(link.label)}( \\(\\d+\\))?$`);
          await expect(group.getByRole('link', {name})).toHaveAttribute('href', link.path);
        }
      }
      await logout(page);
    }
  });
}

test('a buyer sees the welcome-call and after-call counts in brackets', async ({page}) => {
  await loginAs(page, 'buyer');
  const buyer = mainMenu(page).getByRole('group', {name: 'Buyer', exact: true});
  await buyer.getByRole('button', {name: 'Buyer'}).click();
  await expect(buyer.getByRole('link', {name: /^Welcome calls \(\d+\)$/})).toBeVisible();
  await expect(buyer.getByRole('link', {name: /^After calls \(\d+\)$/})).toBeVisible();
});

test("a role opening another area's screen is told it is not for that role", async ({page}) => {
  await loginAs(page, 'buyer', '/admin/users/new');
  await onScreen(page, 'Not for your role');
  await expect(page.getByText(/belongs to Admin/)).toBeVisible();
  await expect(page.getByRole('form', {name: 'New user'})).toHaveCount(0);
});

test('a bursar sees the Bursar menu: Finnish, Swedish, UK, Today handled, Unhandled', async ({page}) => {
  await loginAs(page, 'bursar');
  const bursar = mainMenu(page).getByRole('group', {name: 'Bursar', exact: true});
  await bursar.getByRole('button', {name: 'Bursar'}).click();
  for (const [name, href] of [
    ['Finnish', '/bursar/finland/barcode'],
    ['Swedish', '/bursar/sweden/barcode'],
    ['UK', '/bursar/uk/barcode'],
    ['Today handled', '/bursar/handled'],
    ['Unhandled', '/bursar/unhandled'],
  ]) {
    await expect(bursar.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
  }
});
