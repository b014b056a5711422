import {BindingScope, inject, injectable} from '@loopback/core';
import type {ReportingStep} from '../adapters/errors/error-reporter.adapter';
import {CLOCK, ERROR_REPORTING} from '../keys';
import type {Clock} from './clock';

export interface ClientErrorReport {
  message: string;
  type?: string;
  stack?: string;
  url?: string;
  status?: number;
}

/** Reports a member may send a minute; more are dropped (a broken page must not flood the service). */
export const CLIENT_ERRORS_PER_MINUTE = 20;

/** Errors the members' browsers meet, handed to the error-reporting step with the member's id. */
@injectable({scope: BindingScope.SINGLETON})
export class ClientErrorService {
  private windows = new Map<number, {start: number; count: number}>();

  constructor(
    @inject(ERROR_REPORTING) private reporting: ReportingStep,
    @inject(CLOCK) private clock: Clock,
  ) {}

  /** False when the member's reports of this minute are used up (the report is dropped). */
  report(memberId: number, report: ClientErrorReport, now = this.clock.now().getTime()): boolean {
    let window = this.windows.get(memberId);
    if (!window || now - window.start >= 60_000) {
      if (this.windows.size > 10_000) this.windows.clear();
      this.windows.set(memberId, (window = {start: now, count: 0}));
    }
    if (++window.count > CLIENT_ERRORS_PER_MINUTE) return false;
    this.reporting.report({source: 'client', memberId, ...report});
    return true;
  }
}
