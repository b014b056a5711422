import {PACKAGER_MESSAGES} from '@karat/shared';
import {expect, test, type Page} from '@playwright/test';
import {AdminApi, givenPackager} from './api';
import {login, onScreen} from './fixtures';
import {startQzDouble} from './qz-double';

// The packager's queue and Send: the label and the invoice through QZ Tray, here its double, or as
// PDF tabs without it. The UK flow is in packager-uk.spec.ts, the waiting list and the history in
// packager-lists.spec.ts: they need no QZ Tray, so they run beside the other tests.

const queueRow = (page: Page, label: string) => page.getByRole('table', {name: 'Packager queues'}).getByRole('row').filter({hasText: label});

test('a packager picks Finnish and sends three orders in a row through QZ Tray (label, then invoice, for each); without it the PDFs open in tabs', async ({
  page,
  request,
}) => {
  const admin = await AdminApi.login(request);
  const packager = await givenPackager(request, admin, 'gothenburg');
  await packager.drain('finnish');
  const sent = [await admin.createWaitingOrder('gothenburg'), await admin.createWaitingOrder('gothenburg'), await admin.createWaitingOrder('gothenburg')];
  const [first] = sent;
  const last = await admin.createWaitingOrder('gothenburg');
  const card = page.getByRole('region', {name: 'Order to pack'});
  const qz = await startQzDouble();
  try {
    await login(page, packager.username, packager.password);
    await expect(page.getByRole('navigation', {name: 'Main menu'}).getByRole('group', {name: 'Packager'})).toBeVisible();
    // This workstation's printers, chosen once.
    await page.goto('/printing');
    await expect(page.getByText(/^QZ Tray .* is running on this computer\.$/)).toBeVisible({timeout: 20_000});
    await page.getByRole('combobox', {name: 'Label printer'}).click();
    await page.getByRole('option', {name: 'Zebra ZD420 (double)'}).click();
    await page.getByRole('combobox', {name: 'A4 printer'}).click();
    await page.getByRole('option', {name: 'A4 Laser (double)'}).click();

    await page.goto('/packager');
    await onScreen(page, 'Packager');
    await expect(page.getByText('Orders of team Gothenburg')).toBeVisible();
    await expect(queueRow(page, 'Finnish').getByRole('cell').nth(1)).toHaveText('4');
    await page.getByRole('link', {name: 'Pack Finnish'}).click();

    await onScreen(page, 'Packager: Finnish');
    await expect(card.getByRole('heading', {name: `Order ${first.orderNumber}`})).toBeVisible();
    await expect(card).toContainText(first.barCode!);
    await expect(card).toContainText('Testi Asiakas');
    await expect(card).toContainText('Aurakatu 1');
    expect(await admin.order(first.id)).toMatchObject({inPackager: true, packagerId: packager.id});

    // Three in a row: each Send prints the label, then the invoice, marks the order and shows the next.
    // The first by the button, the others by Enter alone (the Send button has the focus, and Enter
    // outside a field sends too); each parcel is confirmed above the next order.
    // Send is ready once the order's address is checked, as the packager sees it (enabled, focused):
    // an Enter before that sends nothing, so each Enter waits for it.
    const sendButton = card.getByRole('button', {name: 'Send'});
    for (const [i, order] of sent.entries()) {
      const next = sent[i + 1] ?? last;
      if (i === 0) await sendButton.click();
      else if (i === 1) {
        await expect(sendButton).toBeFocused();
        await page.keyboard.press('Enter');
      } else {
        await expect(sendButton).toBeEnabled();
        await page.getByRole('heading', {name: 'Packager: Finnish'}).click();
        await page.keyboard.press('Enter');
      }
      await expect(card.getByRole('heading', {name: `Order ${next.orderNumber}`})).toBeVisible({timeout: 20_000});
      await expect(page.getByRole('status').filter({hasText: `Order ${order.orderNumber} sent: label and invoice printed`})).toBeVisible();
      expect(await admin.order(order.id)).toMatchObject({isPackaged: true, inPackager: false, packagerId: packager.id});
    }
    await expect(page.getByRole('status').filter({hasText: '(3 this visit)'})).toBeVisible();
    await expect(card).toContainText('This is the last order in the queue.');
    // The double received, for each order, the label as ZPL on the Zebra, then the invoice as an unscaled A4 PDF.
    expect(qz.jobs.map(job => job.printer)).toEqual(sent.flatMap(() => ['Zebra ZD420 (double)', 'A4 Laser (double)']));
    for (const [i, order] of sent.entries()) {
      const [label, invoice] = [qz.jobs[2 * i], qz.jobs[2 * i + 1]];
      expect(label.data[0]).toMatchObject({type: 'raw', format: 'command'});
      expect(label.data[0].data).toContain(`^FD${order.barCode}^FS`);
      expect(invoice.options).toMatchObject({scaleContent: false});
      const pdf = Buffer.from(invoice.data[0].data, 'base64').toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
    }
  } finally {
    await qz.stop();
  }

  // Without QZ Tray the documents open as PDFs in new tabs and packing goes on.
  await page.reload();
  await expect(card.getByRole('heading', {name: `Order ${last.orderNumber}`})).toBeVisible();
  const tabs: string[] = [];
  page.context().on('page', tab => tabs.push(tab.url()));
  await card.getByRole('button', {name: 'Send'}).click();
  await onScreen(page, PACKAGER_MESSAGES.noMoreOrders);
  expect(await admin.order(last.id)).toMatchObject({isPackaged: true});
  // The end of the queue sums up the visit (this one began at the reload): the parcel, its client and bar code.
  const summary = page.getByRole('table', {name: 'Parcels sent this visit'});
  await expect(page.getByRole('heading', {name: 'One parcel sent this visit'})).toBeVisible();
  await expect(summary.getByRole('row')).toHaveCount(2);
  await expect(summary.getByRole('row').nth(1)).toContainText(`${last.orderNumber}Testi Asiakas${last.barCode}Invoice`);
  // The PDF fallback: the label and the invoice each in a tab of their own.
  await expect.poll(() => tabs.length).toBe(2);
  expect(tabs.every(url => url.startsWith('blob:'))).toBe(true);

  // An order whose address cannot be posted to: the disabled 'Invalid package number.'.
  const badZip = await admin.createWaitingOrder('gothenburg', {zip: '123'});
  await page.reload();
  await expect(card.getByRole('heading', {name: `Order ${badZip.orderNumber}`})).toBeVisible();
  await expect(card.getByRole('button', {name: PACKAGER_MESSAGES.invalidPackageNumber})).toBeDisabled();
  await expect(card.getByRole('button', {name: 'Send'})).toHaveCount(0);

  await admin.closeOrder(badZip.id);
  await page.reload();
  await onScreen(page, PACKAGER_MESSAGES.noMoreOrders);
});
