import {expect, test} from '@playwright/test';
import {TEXTS} from '../src/lib/texts';
import {DEMO_PASSWORD, login, logout, onScreen} from './fixtures';

// A home per role: today's counts and shortcuts to the role's screens.

test("a buyer's home shows the call counts and opens a list from its shortcut", async ({page}) => {
  await login(page, 'demo-buyer', DEMO_PASSWORD, '/');
  const buyer = page.getByRole('region', {name: 'Buyer'});
  await expect(buyer.getByText('Your welcome calls')).toBeVisible();
  await expect(buyer.locator('dd').first()).toHaveText(/^\d+$/);
  await expect(page.getByRole('region', {name: 'Receiver'})).toHaveCount(0);
  await buyer.getByRole('link', {name: 'Welcome calls'}).click();
  await onScreen(page, 'Welcome calls');
});

test("a receiver's home counts today's packages; a role with no screens of its own yet is told so", async ({page}) => {
  await login(page, 'demo-receiver', DEMO_PASSWORD, '/');
  const receiver = page.getByRole('region', {name: 'Receiver'});
  await expect(receiver.getByText('Received today')).toBeVisible();
  await expect(receiver.locator('dd')).toHaveText(/^\d+$/);
  // A role with screens of its own has them beside every member's time recording, and no note.
  await expect(page.getByRole('region', {name: 'Time recording'})).toBeVisible();
  await expect(page.getByText(TEXTS.home.noScreens)).toHaveCount(0);
  await logout(page);
  // The later desks count what waits for them (the demo has payable orders and bursar work).
  await login(page, 'demo-payer', DEMO_PASSWORD, '/');
  const payer = page.getByRole('region', {name: 'Payer'});
  await expect(payer.getByText('Offers to pay')).toBeVisible();
  await expect(payer.locator('dd').first()).toHaveText(/^[1-9]\d*$/);
  await logout(page);
  // The team leader's own screens (reports) are not built yet: time recording, every member's, is all there is.
  await login(page, 'demo-teamleader', DEMO_PASSWORD, '/');
  await expect(page.getByText(TEXTS.home.noScreens)).toBeVisible();
  const timeRecording = page.getByRole('region', {name: 'Time recording'});
  await expect(timeRecording.getByRole('link', {name: 'New record'})).toHaveAttribute('href', '/time-recording/new');
});
