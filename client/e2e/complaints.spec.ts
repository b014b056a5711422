import {COMPLAINT_MESSAGES, MESSAGES} from '@karat/shared';
import {expect, test, type Page} from '@playwright/test';
import {AdminApi} from './api';
import {field, loginAs, logout, mainMenu, notice, onScreen} from './fixtures';

interface ApiComplaint {
  id: number;
  complaintNumber: number;
}

const DAY = 86_400_000;

/** A complaint registered through the API as customer service, with the spec's defaults unless given. */
function registerComplaint(api: AdminApi, overrides: Record<string, unknown> = {}) {
  return api.call<ApiComplaint>('post', '/ComplaintHandlers/register', {
    dueDate: new Date(Date.now() + 7 * DAY).toISOString(),
    reasonCategory: 'Other',
    reasonSubcategory: 'other_other',
    complaintInfo: 'Made by a browser test',
    complaintFiledBy: 'internal',
    status: 'waiting_customer_service',
    ...overrides,
  });
}

/** Types a date into an MUI date-time field section by section (day first: dd.MM.yyyy HH:mm). */
async function typeDateTime(page: Page, label: string, when: Date) {
  const two = (n: number) => String(n).padStart(2, '0');
  // The pickers show Helsinki time; a whole day ahead keeps the test clear of the zone's hours.
  const helsinki = new Date(when.toLocaleString('en-US', {timeZone: 'Europe/Helsinki'}));
  const group = page.getByRole('group', {name: new RegExp(`^${label}`)});
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${two(helsinki.getDate())}${two(helsinki.getMonth() + 1)}${helsinki.getFullYear()}1000`);
}

test('customer service registers a complaint about an order, changes its category and closes the order from it', async ({page, request}) => {
  const admin = await AdminApi.login(request);
  const order = await admin.createOrder();
  const client = await admin.call<{clientNumber: number}>('get', `/Clients/${order.clientId}`);

  await loginAs(page, 'customer');
  const area = mainMenu(page).getByRole('group', {name: 'Complaints', exact: true});
  await area.getByRole('button', {name: 'Complaints'}).click();
  await area.getByRole('link', {name: 'New complaint'}).click();
  await onScreen(page, 'New complaint');

  // The spec's defaults, and its texts for what is missing.
  const form = page.getByRole('form', {name: 'New complaint'});
  await expect(field(page, 'Reason category')).toHaveText('Other');
  await expect(field(page, 'Status')).toHaveText('Waiting customer service');
  await expect(field(page, 'Filed by')).toHaveText('Internal');
  await form.getByRole('button', {name: 'Create complaint'}).click();
  await expect(form.getByText(COMPLAINT_MESSAGES.dueDateRequired)).toBeVisible();
  await expect(form.getByText(COMPLAINT_MESSAGES.complaintInfoRequired)).toBeVisible();

  await typeDateTime(page, 'Due date', new Date(Date.now() + 10 * DAY));
  await field(page, 'Complaint information').fill('The client says a ring is missing from the valuation.');
  await field(page, 'Client number').fill(String(client.clientNumber));
  await field(page, 'Order number').fill(String(order.orderNumber));
  await form.getByRole('button', {name: 'Create complaint'}).click();
  await expect(notice(page, 'created')).toBeVisible();
  await onScreen(page, /^Complaint \d+$/);
  const complaintNumber = Number((await page.getByRole('heading', {level: 1}).innerText()).replace('Complaint ', ''));
  await expect(page.getByText(`${order.orderNumber} (Open)`)).toBeVisible();

  // A new category starts at its first subcategory.
  await field(page, 'Reason category').click();
  await page.getByRole('option', {name: 'Logistics'}).click();
  await expect(field(page, 'Reason subcategory')).toHaveText('Package missing incoming MH');
  await page.getByRole('form', {name: 'Complaint'}).getByRole('button', {name: 'Save'}).click();
  await expect(notice(page, MESSAGES.saved)).toBeVisible();

  await page.getByRole('tab', {name: 'History'}).click();
  await expect(page.getByRole('table', {name: 'History'})).toContainText('reasonCategory: Other → Logistics');
  await page.getByRole('tab', {name: 'Details'}).click();

  // Close order: customer service's close, with the complaint as its reason.
  await page.getByRole('button', {name: 'Close order'}).click();
  const dialog = page.getByRole('dialog', {name: `Close order ${order.orderNumber}`});
  await expect(dialog.getByLabel('Reason')).toHaveValue(`Complaint ${complaintNumber}`);
  await dialog.getByRole('button', {name: 'Close order'}).click();
  await expect(notice(page, `Order ${order.orderNumber} closed`)).toBeVisible();
  await expect(page.getByRole('button', {name: 'Order closed'})).toBeDisabled();
  await expect(page.getByText(`${order.orderNumber} (Closed)`)).toBeVisible();
  const closed = await admin.call<{closed: boolean; closeReason: string; closeMethod: string}>('get', `/Orders/${order.id}`);
  expect(closed).toMatchObject({closed: true, closeReason: `Complaint ${complaintNumber}`, closeMethod: 'phone'});
});

test('the complaints list filters on the server and marks what is overdue', async ({page, request}) => {
  const cs = await AdminApi.login(request, 'customer');
  const overdue = await registerComplaint(cs, {dueDate: new Date(Date.now() - 2 * DAY).toISOString(), status: 'waiting_client'});
  const resolved = await registerComplaint(cs, {
    dueDate: new Date(Date.now() - 2 * DAY).toISOString(),
    status: 'resolved',
    reasonCategory: 'Teller',
    reasonSubcategory: 'low_price',
  });

  await loginAs(page, 'ccManager', '/complaints?overdue=yes');
  await onScreen(page, 'Complaints');
  const table = page.getByRole('table', {name: 'Complaints'});
  const row = (complaint: ApiComplaint) =>
    table.getByRole('row').filter({has: page.getByRole('link', {name: `Complaint ${complaint.complaintNumber}`, exact: true})});
  await expect(row(overdue)).toContainText('Overdue:');
  await expect(row(overdue)).toContainText('Waiting client');
  // Resolved is never overdue, even past its due date.
  await expect(row(resolved)).toHaveCount(0);

  await page.getByLabel('Overdue').click();
  await page.getByRole('option', {name: 'Any'}).click();
  await page.getByLabel('Status').click();
  await page.getByRole('option', {name: 'Resolved'}).click();
  await expect(page).toHaveURL(/status=resolved/);
  await expect(row(resolved)).toContainText('Low price');
  await expect(row(overdue)).toHaveCount(0);

  // A status nobody has with a category: the spec's empty text.
  await page.goto('/complaints?status=waiting_cc_manager&reasonCategory=Bursar&closed=yes');
  await expect(table).toContainText(COMPLAINT_MESSAGES.noneFound);
});

test('a complaint without an order cannot close one and says why; other roles are told it is not for them', async ({page, request}) => {
  const cs = await AdminApi.login(request, 'customer');
  const complaint = await registerComplaint(cs);
  await loginAs(page, 'admin', `/complaints/${complaint.id}`);
  await onScreen(page, `Complaint ${complaint.complaintNumber}`);
  await expect(page.getByRole('button', {name: 'Close order'})).toBeDisabled();
  await expect(page.getByText(COMPLAINT_MESSAGES.noOrderId)).toBeVisible();
  await page.goto('/complaints/99999999');
  await onScreen(page, COMPLAINT_MESSAGES.notFound);

  await logout(page);
  await loginAs(page, 'teller', '/complaints');
  await onScreen(page, 'Not for your role');
});
