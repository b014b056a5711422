import {SIDEBAR} from '@karat/shared';
import {expect, test} from '@playwright/test';
import {DEMO_ROLES, demoUsername, expectedMenuAreas, loginAs, mainMenu, onScreen, shownMenuAreas} from './fixtures';

for (const role of DEMO_ROLES) {
  test(`${demoUsername(role)} sees exactly the ${role} menu`, async ({page}) => {
    await loginAs(page, role);
    await expect(page.getByRole('heading', {name: /^Welcome, /})).toBeVisible();
    const expected = await expectedMenuAreas(page);
    expect(expected).toContain('Home');
    await expect.poll(() => shownMenuAreas(page)).toEqual(expected);

    // Each visible dropdown opens onto its links.
    for (const area of SIDEBAR.filter(a => expected.includes(a.label))) {
      const group = mainMenu(page).getByRole('group', {name: area.label, exact: true});
      const single = area.links.length === 1 && area.links[0].label === area.label;
      if (!single) await group.getByRole('button', {name: area.label}).click();
      for (const link of area.links) {
        // Buyers' call lists carry their counts in brackets: 'Welcome calls (3)'.
        const name = new RegExp(`^${link.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(\\d+\\))?$`);
        await expect(group.getByRole('link', {name})).toHaveAttribute('href', link.path);
      }
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
