import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {afterCallWindow, coldCaseBefore, LANGUAGES, startOfBusinessDay, welcomeCallWindow, type RoleFlag} from '@karat/shared';
import {CallListRepository, OrderStatsRepository, type HomeQueue} from '../repositories';
import type {Clock} from './clock';
import {receivedCounts} from '../domain';
import {BUSINESS_TZ, CLOCK} from '../keys';

/** The home screen's counts: only those of the member's role flags are present. */
export interface TodayCounts {
  /** buyer: the member's own lists. */
  welcomeCalls?: number;
  afterCalls?: number;
  /** isColdCaller: cold cases per language. */
  coldCases?: Record<string, number>;
  /** receiver: packages received today. */
  receivedToday?: number;
  /** customer: orders closed today. */
  closedToday?: number;
  /** ccManager: the welcome and after calls on every caller's list now. */
  allWelcomeCalls?: number;
  allAfterCalls?: number;
  /** admin: orders created today. */
  createdToday?: number;
  /** packager, valuation, teller, payer, bursar: what waits at their desk now. */
  toPack?: number;
  toValue?: number;
  toRevalue?: number;
  toTeller?: number;
  toPay?: number;
  donationsToPay?: number;
  toComplete?: number;
}

/** The desks' queues each role's home counts. */
const ROLE_QUEUES: Partial<Record<RoleFlag, readonly HomeQueue[]>> = {
  packager: ['toPack'],
  valuation: ['toValue', 'toRevalue'],
  teller: ['toTeller'],
  payer: ['toPay', 'donationsToPay'],
  bursar: ['toComplete'],
};

/** Today's queue counts for a member's home screen, by index, in the business time zone. */
@injectable({scope: BindingScope.SINGLETON})
export class HomeService {
  constructor(
    @repository(OrderStatsRepository) private stats: OrderStatsRepository,
    @repository(CallListRepository) private lists: CallListRepository,
    @inject(CLOCK) private clock: Clock,
    @inject(BUSINESS_TZ) private businessTz: string,
  ) {}

  async today(memberId: number, roles: readonly string[], team: string | null = null): Promise<TodayCounts> {
    const now = this.clock.now();
    const has = (role: RoleFlag) => roles.includes(role);
    const startOfToday = startOfBusinessDay(now, this.businessTz);
    const counts: TodayCounts = {};
    const work: Promise<void>[] = [];
    if (has('buyer'))
      work.push(
        this.lists.callCounts(memberId, welcomeCallWindow(now, this.businessTz), afterCallWindow(now)).then(c => {
          counts.welcomeCalls = c.welcomeCalls;
          counts.afterCalls = c.afterCalls;
        }),
      );
    if (has('isColdCaller'))
      work.push(
        this.stats.coldCasesByLanguage(coldCaseBefore(now)).then(rows => {
          counts.coldCases = Object.fromEntries(LANGUAGES.map(language => [language, rows.find(r => r.language === language)?.n ?? 0]));
        }),
      );
    if (has('receiver')) work.push(this.stats.receivedSinceByTeam(startOfToday).then(rows => void (counts.receivedToday = receivedCounts(rows).total)));
    if (has('customer')) work.push(this.stats.closedSince(startOfToday).then(n => void (counts.closedToday = n)));
    if (has('ccManager'))
      work.push(
        this.stats.callsDue(welcomeCallWindow(now, this.businessTz), afterCallWindow(now)).then(c => {
          counts.allWelcomeCalls = c.welcomeCalls;
          counts.allAfterCalls = c.afterCalls;
        }),
      );
    if (has('admin')) work.push(this.stats.createdSince(startOfToday).then(n => void (counts.createdToday = n)));
    const queues = [...new Set(roles.flatMap(role => ROLE_QUEUES[role as RoleFlag] ?? []))];
    if (queues.length) work.push(this.stats.queueCounts(queues, team).then(found => void Object.assign(counts, found)));
    await Promise.all(work);
    return counts;
  }
}
