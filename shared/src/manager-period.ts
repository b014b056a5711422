import {MESSAGES} from './messages';

// Apart from dates.ts on purpose: dates.ts importing the message catalogue pulled luxon into every
// page's first load (the login page grew by 22 KB gzip).

/** The call-centre manager's dates (transfer search, lists, report) reach this many years back (spec 01 §5 "Date picker"). */
export const MANAGER_YEARS_BACK = 2;

/**
 * What is wrong with a manager's period, if anything: a date more than MANAGER_YEARS_BACK years
 * before now, or an end before the start. The date pickers keep to it; the server checks it again.
 */
export function managerPeriodError(from: Date, to: Date, now: Date): string | undefined {
  const floor = new Date(now);
  floor.setFullYear(floor.getFullYear() - MANAGER_YEARS_BACK);
  if (from < floor) return MESSAGES.managerDatesTooOld;
  if (to < from) return MESSAGES.managerEndBeforeStart;
  return undefined;
}
