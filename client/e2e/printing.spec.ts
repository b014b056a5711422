import {expect, test} from '@playwright/test';
import {AdminApi} from './api';
import {field, loginAs, logout, onScreen} from './fixtures';

// Without QZ Tray the printer settings say so, and the carrier label opens as PDF
// in a new tab instead (fetched with the token, shown from a blob: URL), so packing never stops.

test('without QZ Tray the printer settings say it is not running and open the carrier label PDF in a new tab', async ({page, request}) => {
  const api = await AdminApi.login(request);
  const order = await api.createOrder();

  // Keeps each Blob the page turns into a URL, to read the tab's PDF back (the CSP lets no fetch of blob:).
  await page.addInitScript(() => {
    const blobs = new Map<string, Blob>();
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = create(object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
    (window as unknown as {blobOf: (url: string) => Blob | undefined}).blobOf = url => blobs.get(url);
  });
  await loginAs(page, 'packager');
  await page.getByRole('region', {name: 'Printing'}).getByRole('link', {name: 'Printer settings'}).click();
  await onScreen(page, 'Printer settings');
  await expect(page.getByText('QZ Tray is not running on this computer.')).toBeVisible({timeout: 20_000});
  await expect(field(page, 'Label printer')).toBeDisabled();

  await field(page, 'Order number').fill(String(order.orderNumber));
  const [tab, fetched] = await Promise.all([
    page.context().waitForEvent('page'),
    page.waitForResponse(response => response.url().includes(`/api/Orders/${order.id}/documents/carrier-label`)),
    page.getByRole('button', {name: 'Open carrier label PDF'}).click(),
  ]);
  // Fetched with the token in the header, never in the address.
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()['content-type']).toBe('application/pdf');
  expect(fetched.url()).not.toMatch(/token|access_token/i);
  expect(await fetched.request().headerValue('authorization')).toMatch(/^Bearer /);
  await expect.poll(() => tab.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
  // The tab's document is the PDF: read it back from its blob URL in the page that made it.
  const url = tab.url();
  const pdf = await page.evaluate(async blobUrl => {
    const blob = (window as unknown as {blobOf: (url: string) => Blob | undefined}).blobOf(blobUrl)!;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return {type: blob.type, start: String.fromCharCode(...bytes.subarray(0, 5)), size: bytes.length};
  }, url);
  expect(pdf.type).toBe('application/pdf');
  expect(pdf.start).toBe('%PDF-');
  expect(pdf.size).toBeGreaterThan(1000);
  await expect(page.getByText('The carrier label opened as PDF in a new tab.')).toBeVisible();

  // A buyer does not print.
  await logout(page);
  await loginAs(page, 'buyer', '/printing');
  await onScreen(page, 'Not for your role');
});
