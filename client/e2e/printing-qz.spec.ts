import {expect, test} from '@playwright/test';
import {loginAs, onScreen} from './fixtures';
import {QZ_DOUBLE_VERSION, startQzDouble, type QzDouble} from './qz-double';

// Printing with the real qz-tray library against a QZ Tray double: the printers come from
// qz.printers.find(), the choice is kept, the test label goes as raw ZPL to the label printer and
// the A4 test page as a PDF, unscaled, to the A4 printer.

let qz: QzDouble;
test.beforeEach(async () => {
  qz = await startQzDouble();
});
test.afterEach(async () => {
  await qz.stop();
});

test('with QZ Tray the member chooses the printers and the test pages print on them', async ({page}) => {
  const printerSelect = (name: string) => page.getByRole('combobox', {name});
  await loginAs(page, 'valuation', '/printing');
  await onScreen(page, 'Printer settings');
  await expect(page.getByText(`QZ Tray ${QZ_DOUBLE_VERSION} is running on this computer.`)).toBeVisible({timeout: 20_000});

  await printerSelect('Label printer').click();
  await page.getByRole('option', {name: 'Zebra ZD420 (double)'}).click();
  await expect(printerSelect('Label printer')).toHaveText('Zebra ZD420 (double)');
  await printerSelect('A4 printer').click();
  await page.getByRole('option', {name: 'A4 Laser (double)'}).click();

  await page.getByRole('button', {name: 'Print test label'}).click();
  await expect(page.getByText('The test label went to Zebra ZD420 (double)')).toBeVisible();
  await page.getByRole('button', {name: 'Print A4 test page'}).click();
  await expect(page.getByText('The A4 test page went to A4 Laser (double)')).toBeVisible();

  expect(qz.jobs).toHaveLength(2);
  const [label, a4] = qz.jobs;
  expect(label.printer).toBe('Zebra ZD420 (double)');
  expect(label.data).toHaveLength(1);
  expect(label.data[0]).toMatchObject({type: 'raw', format: 'command', flavor: 'plain'});
  expect(label.data[0].data).toContain('^PW800');
  expect(label.data[0].data).toContain('^FDKarat test label^FS');
  expect(a4.printer).toBe('A4 Laser (double)');
  expect(a4.options).toMatchObject({scaleContent: false, size: {width: 8.27, height: 11.69}, units: 'in'});
  expect(a4.data[0]).toMatchObject({type: 'pixel', format: 'pdf', flavor: 'base64'});
  expect(Buffer.from(a4.data[0].data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

  // The choice is kept for this member on this browser.
  await page.reload();
  await expect(printerSelect('Label printer')).toHaveText('Zebra ZD420 (double)', {timeout: 20_000});
  await expect(printerSelect('A4 printer')).toHaveText('A4 Laser (double)');
});
