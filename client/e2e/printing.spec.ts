import {expect, test} from '@playwright/test';
import {AdminApi} from './api';
import {field, loginAs, onScreen} from './fixtures';

// Issue 15 item 6: without QZ Tray the printer settings say so, and the carrier label opens as PDF
// in a new tab instead (fetched with the token, shown from a blob: URL), so packing never stops.

test('without QZ Tray the printer settings say it is not running and open the carrier label PDF in a new tab', async ({page, request}) => {
  const api = await AdminApi.login(request);
  const order = await api.createOrder();

  await loginAs(page, 'packager');
  await page.getByRole('region', {name: 'Printing'}).getByRole('link', {name: 'Printer settings'}).click();
  await onScreen(page, 'Printer settings');
  await expect(page.getByText('QZ Tray is not running on this computer.')).toBeVisible({timeout: 20_000});
  await expect(field(page, 'Label printer')).toBeDisabled();

  await field(page, 'Order number').fill(String(order.orderNumber));
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', {name: 'Open carrier label PDF'}).click()]);
  await expect.poll(() => tab.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
  // The tab's document is the PDF: read it back from its blob URL in the page that made it.
  const url = tab.url();
  const pdf = await page.evaluate(async blobUrl => {
    const response = await fetch(blobUrl);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {type: response.headers.get('content-type'), start: String.fromCharCode(...bytes.subarray(0, 5)), size: bytes.length};
  }, url);
  expect(pdf.type).toBe('application/pdf');
  expect(pdf.start).toBe('%PDF-');
  expect(pdf.size).toBeGreaterThan(1000);
  await expect(page.getByText('The carrier label opened as PDF in a new tab.')).toBeVisible();

  // A buyer does not print.
  await loginAs(page, 'buyer');
  await page.goto('/printing');
  await onScreen(page, 'Not for your role');
});
