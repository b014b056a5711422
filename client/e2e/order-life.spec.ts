import fs from 'node:fs';
import path from 'node:path';
import {MESSAGES} from '@karat/shared';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {AdminApi, givenMember, givenPackager} from './api';
import {field, login, loginAs, logout, notice, onScreen, uniqueLetters} from './fixtures';

// One order's whole life, desk by desk, each desk worked from the keyboard as its staff work it:
// the buyer adds it, the server's job registers it with the carrier, the packager sends it, the
// receiver scans it, valuation values it, the teller approves it, the payer pays it and the bursar
// completes it. Once per desk size: a desk that cannot be worked by keyboard at one fails here.
// With SCREENS set (a folder, from client/), each desk is saved there as a PNG (npm run screens).

const SCREENS = process.env.SCREENS ? path.resolve(process.env.SCREENS) : undefined;
/** A 2 x 2 red PNG: the valuation image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');
/**
 * The team of the order: its buyer's, and so its packager queue's. No other test makes orders of
 * Malaga's Finnish team; the demo's own are packed before ours (drainBefore).
 */
const TEAM = 'malaga-finland';

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a member walks a screen; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, {back = false, max = 60} = {}) {
  for (let i = 0; i < max && !(await target.evaluate(element => element === document.activeElement)); i++)
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  await expect(target).toBeFocused();
}

/** Tabs to the field and types into it. */
async function typeInto(page: Page, target: Locator, text: string, options?: {back?: boolean}) {
  await tabTo(page, target, options);
  await page.keyboard.type(text);
}

// The two sizes are two orders of their own: they run side by side, one on each worker.
test.describe.configure({mode: 'parallel'});

for (const size of [
  {width: 1366, height: 768},
  {width: 1024, height: 768},
]) {
  test.describe(`at ${size.width} x ${size.height}`, () => {
    test.use({viewport: size});

    /** The desk as it looks now, when SCREENS asks for it: the window only, so the PNG stays small. */
    const screen = async (page: Page, name: string) => {
      if (!SCREENS) return;
      fs.mkdirSync(SCREENS, {recursive: true});
      // Transitions finished, so a dialog that has just opened is in the picture.
      await page.screenshot({path: path.join(SCREENS, `${size.width}-${name}.png`), animations: 'disabled'});
    };

    test('one order from the buyer to the bursar, every desk by keyboard', async ({page, request}) => {
      // Seven desks, each with its login and up to forty keys: 35 to 50 s on this 2-core machine
      // (the first size also packs the demo's Malaga queue), so the default 30 s is too short.
      test.setTimeout(120_000);
      const admin = await AdminApi.login(request);
      const buyer = await givenMember(request, admin, TEAM, {buyer: true});
      const packager = await givenPackager(request, admin, TEAM);
      const lastName = uniqueLetters('Elinkaari');
      const phone = `040${String(Date.now()).slice(-7)}`;

      await test.step('1. the buyer adds the order for a new client', async () => {
        await login(page, buyer.username, buyer.password, '/buyer/add-order');
        await onScreen(page, 'Add order');
        await expect(field(page, 'Phone')).toBeFocused();
        await page.keyboard.type(phone);
        await page.keyboard.press('Enter');
        await expect(page.getByText('New client')).toBeVisible();
        // After the lookup the call goes on from the first field, without a Tab.
        await expect(field(page, 'First name')).toBeFocused();
        await page.keyboard.type('Maija');
        await typeInto(page, field(page, 'Last name'), lastName);
        await typeInto(page, field(page, 'Address'), 'Aurakatu 1');
        await typeInto(page, field(page, 'Zip'), '20100');
        await typeInto(page, field(page, 'City'), 'Turku');
        await typeInto(page, field(page, 'Birth year'), '1950');
        await screen(page, '01-buyer');
        // Enter in a field adds the order (the form's submit).
        await page.keyboard.press('Enter');
        await expect(notice(page, 'Saved!')).toHaveText(/^Saved! Order \d+$/);
      });
      const filter = encodeURIComponent(JSON.stringify({where: {lastName}}));
      const [client] = await admin.call<{id: number}[]>('get', `/Clients?filter=${filter}`);
      const [{id}] = await admin.call<{id: number}[]>('get', `/Orders?filter=${encodeURIComponent(JSON.stringify({where: {clientId: client.id}}))}`);

      await test.step('2. the server registers it with the carrier', async () => {
        // The job runner asks for work every 2 s: well within the poll's default 5 s.
        await expect.poll(async () => (await admin.order(id)).isShipmentRegistered).toBe(true);
      });
      const order = await admin.order(id);
      expect(order).toMatchObject({team: TEAM, language: 'finnish', barCode: expect.any(String)});
      const barCode = order.barCode!;

      await test.step('3. the packager sends it: Enter on the focused Send', async () => {
        await packager.drainBefore('finnish', id);
        await logout(page);
        await login(page, packager.username, packager.password, '/packager/pack?language=finnish');
        const card = page.getByRole('region', {name: 'Order to pack'});
        await expect(card.getByRole('heading', {name: `Order ${order.orderNumber}`})).toBeVisible();
        await expect(card).toContainText(barCode);
        const send = card.getByRole('button', {name: 'Send'});
        await expect(send).toBeFocused();
        await screen(page, '03-packager');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('status').filter({hasText: `Order ${order.orderNumber} sent: label and invoice printed`})).toBeVisible();
        expect(await admin.order(id)).toMatchObject({isPackaged: true});
      });

      await test.step('4. the receiver scans its bar code', async () => {
        await logout(page);
        await loginAs(page, 'receiver', '/receiver');
        await onScreen(page, 'Receive package');
        await expect(field(page, 'Bar Code')).toBeFocused();
        await page.keyboard.type(barCode);
        await page.keyboard.press('Enter');
        const row = page.getByRole('table', {name: 'Scan history'}).getByRole('row').filter({hasText: barCode});
        await expect(row).toContainText(MESSAGES.received);
        await expect(field(page, 'Bar Code')).toBeFocused();
        await screen(page, '04-receiver');
        expect(await admin.order(id)).toMatchObject({isReceived: true});
      });

      await test.step('5. valuation weighs it and values two products', async () => {
        await logout(page);
        await loginAs(page, 'valuation', '/valuation/valuate');
        await expect(field(page, 'Bar Code')).toBeFocused();
        await page.keyboard.type(barCode);
        await page.keyboard.press('Enter');
        await onScreen(page, `Valuation of order ${order.orderNumber}`);
        await expect(page.getByRole('button', {name: 'Next'})).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(field(page, 'Material weight (g)')).toBeFocused();
        await page.keyboard.type('12,5');
        await page.keyboard.press('Tab');
        await expect(field(page, 'Package weight (g)')).toBeFocused();
        await page.keyboard.type('40');
        await tabTo(page, page.getByRole('button', {name: 'Add product'}));
        await page.keyboard.press('Enter');
        await expect(field(page, 'Name 1')).toBeFocused();
        await page.keyboard.type('Ring');
        // A new line starts with gold: the density is passed by.
        await typeInto(page, field(page, 'Weight 1'), '10');
        // Enter on the last line adds the next and takes the typing there.
        await page.keyboard.press('Enter');
        await expect(field(page, 'Name 2')).toBeFocused();
        await page.keyboard.type('Chain');
        await typeInto(page, field(page, 'Weight 2'), '2');
        // Choosing a file has no keyboard way in a test (the system's file dialog): the input is given the file.
        await page.getByLabel('Valuation image file').setInputFiles({name: 'ring.png', mimeType: 'image/png', buffer: PNG});
        await expect(page.getByRole('img', {name: 'Valuation image'})).toBeVisible();
        await screen(page, '05-valuation');
        const preview = page.getByRole('button', {name: 'Preview'});
        await expect(preview).toBeEnabled();
        await tabTo(page, preview);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('table', {name: 'Products to save'})).toContainText('Chain');
        await expect(page.getByRole('button', {name: 'Save'})).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(notice(page, 'Saved!')).toBeVisible();
        expect(await admin.call<Record<string, unknown>>('get', `/Orders/${id}`)).toMatchObject({isValued: true, materialWeight: 12.5, goldWeight: 12});
      });

      await test.step('6. the teller opens it from the list, ticks the offer and terms, gives the account and approves', async () => {
        await logout(page);
        await loginAs(page, 'teller', '/teller/finnish/orders');
        await onScreen(page, 'Finnish orders');
        await typeInto(page, field(page, 'Search'), lastName);
        await page.keyboard.press('Enter');
        const rows = page.getByRole('table', {name: 'Finnish orders'}).getByRole('row');
        await expect(rows).toHaveCount(2);
        await tabTo(page, rows.filter({hasText: String(order.orderNumber)}));
        await page.keyboard.press('Enter');
        await onScreen(page, `Order ${order.orderNumber}`);
        await tabTo(page, page.getByLabel('Offer accepted'));
        await page.keyboard.press('Space');
        await tabTo(page, page.getByLabel('Terms accepted'));
        await page.keyboard.press('Space');
        await typeInto(page, page.getByLabel('IBAN', {exact: true}), 'FI21 1234 5600 0007 85');
        await screen(page, '06-teller');
        // The buttons come before the account in the page: back up to To preview.
        await tabTo(page, page.getByRole('button', {name: 'To preview'}), {back: true});
        await page.keyboard.press('Enter');
        await expect(page.getByText('FI21 1234 5600 0007 85')).toBeVisible();
        await tabTo(page, page.getByRole('button', {name: 'Approve'}));
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/teller\/finnish\/orders/);
        expect(await admin.call<Record<string, unknown>>('get', `/Orders/${id}`)).toMatchObject({isTellered: true, offerAccepted: true, termsAccepted: true});
      });

      await test.step('7. the payer selects it and makes the payment file', async () => {
        await logout(page);
        await loginAs(page, 'payer', '/payer/finland');
        await onScreen(page, 'Payments: Finland');
        await typeInto(page, field(page, 'Search'), lastName);
        await page.keyboard.press('Enter');
        // The list searched (its one row ours) before the Tabs walk it.
        await expect(page.getByRole('table', {name: 'Payable orders'}).getByRole('row')).toHaveCount(2);
        await tabTo(page, page.getByRole('checkbox', {name: `Select order ${order.orderNumber}`}));
        await page.keyboard.press('Space');
        await expect(page.getByText(/^1 selected, total /)).toBeVisible();
        // Pay is above the list.
        await tabTo(page, page.getByRole('button', {name: 'Pay', exact: true}), {back: true});
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', {name: 'Pay these orders?'});
        await expect(dialog.getByRole('cell', {name: String(order.orderNumber), exact: true})).toBeVisible();
        await screen(page, '07-payer');
        // No button of the question has the focus (a stray Enter pays nothing): Tab to Pay.
        await tabTo(page, dialog.getByRole('button', {name: 'Pay'}));
        await page.keyboard.press('Enter');
        await expect(page.getByText(/Payment file payment-finland-.*\.xml is ready/)).toBeVisible();
        expect(await admin.call<Record<string, unknown>>('get', `/Orders/${id}`)).toMatchObject({isPaid: true});
      });

      await test.step('8. the bursar scans it and completes it', async () => {
        await logout(page);
        await loginAs(page, 'bursar', '/bursar/finland/barcode');
        await onScreen(page, 'Bursar Finnish');
        await expect(field(page, 'Bar Code')).toBeFocused();
        await page.keyboard.type(barCode);
        await page.keyboard.press('Enter');
        await onScreen(page, `Order ${order.orderNumber}`);
        await screen(page, '08-bursar');
        await tabTo(page, page.getByRole('button', {name: 'Complete'}));
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/bursar\/finland\/barcode$/);
      });

      const done = await admin.call<Record<string, unknown>>('get', `/Orders/${id}`);
      expect(done).toMatchObject({isPaid: true, isComplete: true, closed: false});
      expect(done.payed).not.toBeNull();
      expect(done.bursarHandleDate).not.toBeNull();
    });
  });
}
