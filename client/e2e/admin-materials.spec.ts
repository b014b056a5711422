import {formatMoney, MESSAGES} from '@karat/shared';
import {expect, test} from '@playwright/test';
import {choose, field, onScreen, loginAs, notice, unique} from './fixtures';

test('admin creates and edits a material', async ({page}) => {
  const name = unique('E2E Gold 585');
  await loginAs(page, 'admin', '/admin/materials');
  await page.getByRole('link', {name: 'New material'}).click();
  await onScreen(page, 'New material');

  await field(page, 'Name').fill(name);
  await field(page, 'Price').fill('12.5');
  await choose(page, 'Category', 'Gold');
  await page.getByRole('button', {name: 'Save'}).click();

  await expect(notice(page, MESSAGES.saved)).toBeVisible();
  await onScreen(page, 'Materials');
  await field(page, 'Name').fill(name);
  const row = page.getByRole('row').filter({hasText: name});
  // The list shows the price in euros as Intl writes them.
  await expect(row).toContainText(formatMoney(12.5, 'EUR'));
  await expect(row).toContainText('Gold');

  await row.getByRole('link', {name: `Edit ${name}`}).click();
  await onScreen(page, `Edit material ${name}`);
  await expect(field(page, 'Price')).toHaveValue('12.5');
  // Numbers as people type them: a comma is a decimal separator, never dropped.
  await field(page, 'Price').fill('1.234,5');
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(page.getByText('Price must be a number')).toBeVisible();
  await field(page, 'Price').fill('13,25');
  await choose(page, 'Category', 'Silver');
  await page.getByRole('button', {name: 'Save'}).click();

  await expect(notice(page, MESSAGES.saved)).toBeVisible();
  await onScreen(page, 'Materials');
  await field(page, 'Name').fill(name);
  const edited = page.getByRole('row').filter({hasText: name});
  await expect(edited).toContainText(formatMoney(13.25, 'EUR'));
  await expect(edited).toContainText('Silver');
});

test('material price is required', async ({page}) => {
  await loginAs(page, 'admin', '/admin/materials/new');
  await onScreen(page, 'New material');
  // The category without one reads 'None' (the spec's form showed its placeholder '{NO_CATEGORY_LABEL}').
  await page.getByRole('combobox', {name: 'Category'}).click();
  await expect(page.getByRole('option', {name: 'None', exact: true})).toBeVisible();
  await expect(page.getByRole('option', {name: /NO_CATEGORY_LABEL/})).toHaveCount(0);
  await page.keyboard.press('Escape');
  await field(page, 'Name').fill(unique('No price'));
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(page.getByText('Price must be a number')).toBeVisible();
  await onScreen(page, 'New material');
});
