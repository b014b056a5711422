import {MESSAGES} from './messages';

// Apart from dates.ts on purpose: dates.ts importing the message catalogue pulled luxon into every
// page's first load (the login page grew by 22 KB gzip).

/** The call-centre manager's dates (transfer search, lists, report) reach this many years back (spec 01 §5 "Date picker"). */
export const MANAGER_YEARS_BACK = 2;

export type ManagerPeriodProblem = 'tooOld' | 'endBeforeStart';

/**
 * The manager's date rule (transfer search, lists, report): what is wrong with a period, if
 * anything: a start more than MANAGER_YEARS_BACK years before now, or an end before the start.
 * The manager's forms and the server decide by it; each names the problem in its own words.
 */
export function managerPeriodProblem(from: Date, to: Date, now: Date): ManagerPeriodProblem | undefined {
  const floor = new Date(now);
  floor.setFullYear(floor.getFullYear() - MANAGER_YEARS_BACK);
  if (from < floor) return 'tooOld';
  if (to < from) return 'endBeforeStart';
  return undefined;
}

const PERIOD_MESSAGES: Record<ManagerPeriodProblem, string> = {tooOld: MESSAGES.managerDatesTooOld, endBeforeStart: MESSAGES.managerEndBeforeStart};

/** The API's text of managerPeriodProblem's answer (422). */
export function managerPeriodError(from: Date, to: Date, now: Date): string | undefined {
  const problem = managerPeriodProblem(from, to, now);
  return problem && PERIOD_MESSAGES[problem];
}
