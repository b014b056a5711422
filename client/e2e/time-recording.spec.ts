import {businessDate, formatDay, formatHours, MESSAGES, monthOf, shiftMonth, TIME_RECORD_MESSAGES} from '@karat/shared';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {readFile} from 'node:fs/promises';
import {AdminApi} from './api';
import {choose, field, loginAs, logout, mainMenu, notice, onScreen, openInApp} from './fixtures';

interface ApiTimeRecord {
  id: number;
  date: string;
  hours: number;
}
interface ApiMonth {
  records: ApiTimeRecord[];
  totals: {hours: number; sickDays: number; paidDaysOff: number; days: number};
}

// Demo staff records their own days: the receiver and the packager here, the admin reads both.
// Each test first removes what an earlier run left on its days, so it runs again on the same data.

/** The member's API, and their records of these days removed. */
async function memberWithout(request: APIRequestContext, role: 'receiver' | 'packager', dates: string[]) {
  const api = await AdminApi.login(request, role);
  for (const month of new Set(dates.map(monthOf))) {
    const {records} = await api.call<ApiMonth>('get', `/time-records/mine?month=${month}&limit=100`);
    for (const record of records.filter(r => dates.includes(r.date))) await api.call('delete', `/time-records/mine/${record.id}`);
  }
  const me = await api.call<{id: number; name: string}>('get', '/Members/me');
  return {api, id: me.id, name: me.name};
}

const today = () => businessDate(new Date());

test("a member records a day's hours, sees it in the month with the total and edits it; another member does not see it", async ({page, request}) => {
  const day = today();
  const receiver = await memberWithout(request, 'receiver', [day]);
  const before = (await receiver.api.call<ApiMonth>('get', `/time-records/mine?month=${monthOf(day)}`)).totals.hours;
  const totalText = (hours: number) => `Hours worked: ${formatHours(before + hours)}`;

  await loginAs(page, 'receiver');
  const area = mainMenu(page).getByRole('group', {name: 'Time recording', exact: true});
  await area.getByRole('button', {name: 'Time recording'}).click();
  await area.getByRole('link', {name: 'New record'}).click();
  await onScreen(page, 'New record');
  // Today, hours worked: only the hours to type, with a comma, and Enter saves.
  await expect(field(page, 'Date')).toHaveValue(day);
  await expect(page.getByRole('radio', {name: 'Worked'})).toBeChecked();
  await field(page, 'Hours').fill('7,5');
  await field(page, 'Hours').press('Enter');
  await expect(notice(page, `${formatDay(day)} recorded`)).toBeVisible();
  await onScreen(page, 'Time recording');

  const days = page.getByRole('table', {name: 'My days'});
  const row = days.getByRole('row').filter({hasText: formatDay(day)});
  await expect(row).toContainText('7.5 h');
  await expect(page.getByRole('group', {name: 'Month totals'})).toContainText(totalText(7.5));

  // A second record of the day is refused with the server's text; the first is edited instead.
  await openInApp(page, '/time-recording/new');
  await field(page, 'Hours').fill('4');
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(notice(page, TIME_RECORD_MESSAGES.dayTaken)).toBeVisible();
  await page.getByRole('link', {name: 'Cancel'}).click();
  await page.getByRole('button', {name: 'Leave'}).click();

  await page.getByRole('link', {name: `Edit ${formatDay(day)}`}).click();
  await onScreen(page, `Edit ${formatDay(day)}`);
  await expect(field(page, 'Hours')).toHaveValue('7.5');
  await field(page, 'Hours').fill('8.25');
  await page.getByRole('form', {name: 'Time record'}).getByRole('button', {name: 'Save'}).click();
  await expect(notice(page, MESSAGES.saved)).toBeVisible();
  await onScreen(page, 'Time recording');
  await expect(row).toContainText('8.25 h');
  await expect(page.getByRole('group', {name: 'Month totals'})).toContainText(totalText(8.25));
  const record = (await receiver.api.call<ApiMonth>('get', `/time-records/mine?month=${monthOf(day)}`)).records.find(r => r.date === day)!;
  expect(record.hours).toBe(8.25);

  // The packager sees none of it: not in their month, and the record's page is no record.
  await logout(page);
  await loginAs(page, 'packager', '/time-recording');
  await onScreen(page, 'Time recording');
  await expect(page.getByRole('table', {name: 'My days'}).getByText('8.25 h')).toHaveCount(0);
  await page.goto(`/time-recording/${record.id}/edit`);
  await onScreen(page, TIME_RECORD_MESSAGES.notFound);
});

test("an admin sees both members' totals and the chart, filters by member and downloads the month's CSV", async ({page, request}) => {
  // The previous month: apart from the first test's day, this month.
  const month = shiftMonth(monthOf(today()), -1);
  const [tenth, eleventh] = [`${month}-10`, `${month}-11`];
  const receiver = await memberWithout(request, 'receiver', [tenth, eleventh]);
  const packager = await memberWithout(request, 'packager', [tenth, eleventh]);
  await receiver.api.call('post', '/time-records/mine', {date: tenth, hours: 6.5});
  await receiver.api.call('post', '/time-records/mine', {date: eleventh, hours: 7.25});
  await packager.api.call('post', '/time-records/mine', {date: tenth, sickLeave: true});
  await packager.api.call('post', '/time-records/mine', {date: eleventh, paidDayOff: true});

  await loginAs(page, 'admin', '/time-recording');
  await onScreen(page, 'Time recording');
  await page.getByRole('tab', {name: 'Everyone'}).click();
  // A member sees the view, then moves its month (two clicks inside one render: list-routes.test.tsx).
  await expect(page.getByRole('tab', {name: 'Everyone'})).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', {name: 'Previous month'}).click();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));

  const totals = page.getByRole('table', {name: 'Totals per member'});
  // Hours worked, sick days, paid days off, days recorded.
  const totalsOf = (name: string) => totals.getByRole('row', {name: new RegExp(`^${name}`)});
  await expect(totalsOf(receiver.name).getByRole('cell')).toHaveText(['13.75', '0', '0', '2']);
  await expect(totalsOf(packager.name).getByRole('cell')).toHaveText(['0', '1', '1', '2']);
  const hours = page.getByRole('figure', {name: 'Hours worked per member'});
  await expect(hours).toContainText(receiver.name);
  await expect(hours.getByTitle('Hours worked: 13.75')).toBeVisible();
  await expect(page.getByRole('figure', {name: 'Days away per member'}).getByTitle('Paid days off: 1')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', {name: 'Export CSV'}).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`time-records-${month}.csv`);
  const lines = (await readFile((await file.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Member,Date,Kind,Hours,Sick days,Paid days off');
  expect(lines).toEqual(
    expect.arrayContaining([
      `${receiver.name},${tenth},Worked,6.5,0,0`,
      `${receiver.name},${eleventh},Worked,7.25,0,0`,
      `${receiver.name},,Total,13.75,0,0`,
      `${packager.name},${tenth},Sick leave,0,1,0`,
      `${packager.name},${eleventh},Paid day off,0,0,1`,
      `${packager.name},,Total,0,1,1`,
    ]),
  );
  expect(lines.at(-1)).toMatch(/^All members,,Total,/);

  // One member: their days and totals only.
  await choose(page, 'Member', packager.name);
  await expect(totalsOf(receiver.name)).toHaveCount(0);
  await expect(totalsOf(packager.name)).toBeVisible();
  const everyone = page.getByRole('table', {name: "Everyone's days"});
  await expect(everyone.getByRole('row').filter({hasText: packager.name})).toHaveCount(2);
  await expect(everyone.getByRole('row').filter({hasText: receiver.name})).toHaveCount(0);
});

test('a member deletes a record of theirs after a confirmation', async ({page, request}) => {
  const day = today();
  const packager = await memberWithout(request, 'packager', [day]);
  const record = await packager.api.call<ApiTimeRecord>('post', '/time-records/mine', {date: day, sickLeave: true});

  await loginAs(page, 'packager', `/time-recording/${record.id}/edit`);
  await onScreen(page, `Edit ${formatDay(day)}`);
  await expect(page.getByRole('radio', {name: 'Sick leave'})).toBeChecked();
  await expect(field(page, 'Hours')).toBeDisabled();
  await page.getByRole('button', {name: 'Delete'}).click();
  const dialog = page.getByRole('dialog', {name: `Delete the record of ${formatDay(day)}?`});
  // Deleting cannot be undone: Enter does not delete.
  await expect(dialog.getByRole('button', {name: 'Cancel'})).toBeFocused();
  await dialog.getByRole('button', {name: 'Delete'}).click();
  await expect(notice(page, TIME_RECORD_MESSAGES.deleted)).toBeVisible();
  await onScreen(page, 'Time recording');
  await expect(
    page
      .getByRole('table', {name: 'My days'})
      .getByRole('row')
      .filter({hasText: formatDay(day)}),
  ).toHaveCount(0);
  expect((await packager.api.call<ApiMonth>('get', `/time-records/mine?month=${monthOf(day)}`)).records.map(r => r.id)).not.toContain(record.id);
});
