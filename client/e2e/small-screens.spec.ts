import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import type {RoleFlag} from '@karat/shared';
import {TEXTS} from '../src/lib/texts';
import {AdminApi} from './api';
import {DEMO_PASSWORD, field, login, loginAs, mainMenu, onScreen, openInApp} from './fixtures';

// Below 1200 px the menu folds behind a button; at 1024 px every list's actions are
// reachable; at 390 px the receiver, the buyer's call lists and call forms fit the screen, and the
// later desks' screens never scroll sideways.

const DAY = 86_400_000;
const TABLET = {width: 1024, height: 768};
const PHONE = {width: 390, height: 844};
const menuButton = (page: Page) => page.getByRole('button', {name: TEXTS.shell.openMenu});
const pager = (page: Page) => page.getByRole('combobox', {name: /rows per page/i});

/** The page itself never scrolls sideways (a wide table scrolls inside its own box). */
async function expectNoSidewaysScroll(page: Page) {
  const {scrollWidth, innerWidth} = await page.evaluate(() => ({scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth}));
  expect(scrollWidth, `page ${page.url()} is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}

/** Visible, inside the window and clickable (not covered by anything). */
async function expectReachable(page: Page, locator: ReturnType<Page['getByRole']>) {
  const width = page.viewportSize()!.width;
  // Retried as a whole: a list that has just been filtered may draw its rows again meanwhile
  // (the element measured a moment ago is gone, and its new one not laid out yet).
  await expect(async () => {
    await locator.scrollIntoViewIfNeeded();
    const box = await locator.boundingBox();
    expect(box, 'laid out').not.toBeNull();
    expect(box!.x, 'starts inside the window').toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, 'ends inside the window').toBeLessThanOrEqual(width);
  }).toPass();
  await locator.click({trial: true});
}

async function buyerApi(request: APIRequestContext) {
  const res = await request.post('/api/Members/login', {data: {username: 'demo-buyer', password: DEMO_PASSWORD}});
  expect(res.status()).toBe(200);
  return ((await res.json()) as {userId: number}).userId;
}

test.describe('at 1366 x 768', () => {
  test.use({viewport: {width: 1366, height: 768}});

  test("the buyer's Add order button is in view without scrolling", async ({page}) => {
    await login(page, 'demo-buyer', DEMO_PASSWORD, '/buyer/add-order');
    await onScreen(page, 'Add order');
    await field(page, 'Phone').fill(`+358 4${Date.now().toString().slice(-8)}`);
    await page.getByRole('button', {name: 'Find client'}).click();
    const form = page.getByRole('form', {name: 'Add order'});
    await expect(form).toBeVisible();
    await expect(form.getByRole('button', {name: 'Add order'})).toBeInViewport({ratio: 1});
  });

  test("the receiver's scan history shows every column, not a third of them behind a scroll", async ({page}) => {
    await loginAs(page, 'receiver', '/receiver');
    await field(page, 'Bar Code').fill(`NO-SUCH-${Date.now()}`);
    await page.keyboard.press('Enter');
    const history = page.getByRole('table', {name: 'Scan history'});
    await expect(history.getByRole('row')).toHaveCount(2);
    for (const column of ['Time', 'Bar code', 'Order', 'Client', 'Team', 'Result']) {
      await expect(history.getByRole('columnheader', {name: column}), column).toBeInViewport({ratio: 1});
    }
  });
});

test.describe('at 1024 px', () => {
  test.use({viewport: TABLET});

  test('the menu folds behind a button that opens it by mouse and keyboard and closes on navigation', async ({page}) => {
    await loginAs(page, 'admin');
    await expect(menuButton(page)).toBeVisible();
    await expect(mainMenu(page)).toBeHidden();

    // Keyboard: Tab to the button, Enter opens, Escape closes and gives the focus back.
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(mainMenu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mainMenu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    // Following a link closes the menu on the new screen.
    await menuButton(page).click();
    const admin = mainMenu(page).getByRole('group', {name: 'Admin', exact: true});
    await admin.getByRole('button', {name: 'Admin'}).click();
    await admin.getByRole('link', {name: 'Materials'}).click();
    await onScreen(page, 'Materials');
    await expect(mainMenu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test("every admin and customer-service list's actions are reachable and the page does not scroll sideways", async ({page}) => {
    await loginAs(page, 'admin');
    const lists: [string, string, string[]][] = [
      ['/admin/orders', 'Orders', ['Columns', 'Export CSV']],
      ['/admin/users', 'Users', ['New user']],
      ['/admin/materials', 'Materials', ['New material']],
      ['/admin/clients', 'Clients', []],
      ['/admin/package-code-registry', 'Package code registry', []],
    ];
    // Each list through the app's own navigation: the app starts once for all of them.
    for (const [path, heading, actions] of lists) {
      await openInApp(page, path);
      await onScreen(page, heading);
      await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
      for (const action of actions)
        await expectReachable(
          page,
          page
            .getByRole('button', {name: action})
            .or(page.getByRole('link', {name: action}))
            .first(),
        );
      // The pager is the list's action too.
      await expectReachable(page, pager(page));
      await expectNoSidewaysScroll(page);
    }
    // A row's Edit at the end of the widest list is reached by scrolling the table, not the page.
    await openInApp(page, '/admin/orders');
    await expectReachable(page, page.getByRole('link', {name: /^Edit order/}).first());
    await expectNoSidewaysScroll(page);
  });

  test("customer service's lists fit too", async ({page}) => {
    await loginAs(page, 'customer');
    for (const [path, heading] of [
      ['/customer-service/order', 'Orders'],
      ['/customer-service/closed', 'Cancelled orders'],
      ['/customer-service/client', 'Clients'],
    ]) {
      await openInApp(page, path);
      await onScreen(page, heading);
      await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
      await expectReachable(page, pager(page));
      await expectNoSidewaysScroll(page);
    }
  });
});

test.describe('at 390 px', () => {
  test.use({viewport: PHONE});

  // The later desks work at desktops, yet a narrow window must not push their pages
  // sideways either: a wide table scrolls in its own box. Paths with true list a table of demo rows;
  // recordFrom is a list whose first row opens a record page (the demo has no payment file).
  const desks: {role: RoleFlag; paths: [string, boolean][]; recordFrom?: string}[] = [
    {
      role: 'packager',
      paths: [
        ['/packager', false],
        ['/packager/list', true],
        ['/packager/history', false],
      ],
    },
    {
      role: 'valuation',
      paths: [
        ['/valuation/valuate', false],
        ['/valuation/waiting-list', true],
        ['/valuation/stats', false],
      ],
    },
    {
      role: 'teller',
      paths: [
        ['/teller/finnish/orders', true],
        ['/teller/swedish/zero', false],
        ['/teller/today', false],
        ['/teller/sms/finnish', true],
        ['/teller/sms/log', false],
      ],
      recordFrom: '/teller/finnish/orders',
    },
    {
      role: 'payer',
      paths: [
        ['/payer/finland', true],
        ['/payer/sweden', true],
        ['/payer/uk', true],
        ['/payer/donation', false],
        ['/payer/files', false],
      ],
    },
    {
      role: 'bursar',
      paths: [
        ['/bursar/finland/barcode', false],
        ['/bursar/handled', false],
        ['/bursar/unhandled', true],
      ],
      recordFrom: '/bursar/unhandled',
    },
  ];
  test("the valuation form's product table scrolls in its own box", async ({page, request}) => {
    const api = await AdminApi.login(request);
    const order = await api.createOrder();
    await api.receive(order);
    await loginAs(page, 'valuation', `/valuation/valuate/${order.id}`);
    await page.getByRole('button', {name: 'Next'}).click();
    await page.getByRole('button', {name: 'Add product'}).click();
    await expect(page.getByRole('table', {name: 'Products'}).getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  for (const {role, paths, recordFrom} of desks) {
    test(`the ${role}'s screens do not scroll sideways`, async ({page}) => {
      await loginAs(page, role);
      for (const [path, rows] of paths) {
        await openInApp(page, path);
        if (rows) await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
      if (recordFrom) {
        await openInApp(page, recordFrom);
        await page.getByRole('table').first().getByRole('row').nth(1).getByRole('link').first().click();
        await expect(page.getByRole('table').last().getByRole('row').nth(1)).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
    });
  }

  test('the receiver scans with no sideways scrolling, the menu one tap away', async ({page, request}) => {
    const api = await AdminApi.login(request);
    const order = await api.createOrder();
    await loginAs(page, 'receiver', '/receiver');
    await onScreen(page, 'Receive package');
    await expectReachable(page, menuButton(page));
    await expect(field(page, 'Bar Code')).toBeFocused();
    await field(page, 'Bar Code').fill(order.barCode!);
    await field(page, 'Bar Code').press('Enter');
    await expect(page.getByRole('table', {name: TEXTS.scan.history}).getByRole('row').filter({hasText: order.barCode!})).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test("the buyer's call lists and call forms fit the phone", async ({page, request}) => {
    const api = await AdminApi.login(request);
    const buyerId = await buyerApi(request);
    const welcome = await api.createOrder({callerId: buyerId, welcomeCall: new Date(Date.now() - 60_000).toISOString()});
    const after = await api.createOrder({
      callerId: buyerId,
      welcomeCall: new Date(Date.now() - 22 * DAY).toISOString(),
      dueDate: new Date(Date.now() - 10 * DAY).toISOString(),
    });
    await login(page, 'demo-buyer');

    for (const [path, heading, order, form] of [
      ['/buyer/welcome-calls', 'Welcome calls', welcome, 'Welcome call'],
      ['/buyer/after-calls', 'After calls', after, 'After call'],
    ] as const) {
      await openInApp(page, path);
      await onScreen(page, heading);
      await expectReachable(page, page.getByRole('textbox', {name: 'Filter'}));
      await page.getByRole('textbox', {name: 'Filter'}).fill(String(order.orderNumber));
      const link = page.getByRole('link', {name: String(order.orderNumber), exact: true});
      await expectReachable(page, link);
      await expectNoSidewaysScroll(page);

      await link.click();
      await onScreen(page, `${form}: order ${order.orderNumber}`);
      await expectReachable(page, page.getByRole('radio').first());
      await expectReachable(page, page.getByRole('button', {name: 'Save'}));
      await expectReachable(page, page.getByRole('link', {name: 'Back'}));
      await expectNoSidewaysScroll(page);
    }
  });
});
