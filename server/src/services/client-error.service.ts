import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import type {ReportingStep} from '../adapters/errors/error-reporter.adapter';
import {CLOCK, ERROR_REPORTING} from '../keys';
import {ClientErrorWindowRepository} from '../repositories';
import type {Clock} from './clock';

export interface ClientErrorReport {
  message: string;
  type?: string;
  stack?: string;
  url?: string;
  status?: number;
}

/**
 * Reports a member may send a minute; more are dropped (a broken page must not flood the service).
 * Counted in the database (ClientErrorWindowRepository): the same limit whichever server takes them.
 */
export const CLIENT_ERRORS_PER_MINUTE = 20;
const MINUTE_MS = 60_000;

/** Errors the members' browsers meet, handed to the error-reporting step with the member's id. */
@injectable({scope: BindingScope.SINGLETON})
export class ClientErrorService {
  constructor(
    @inject(ERROR_REPORTING) private reporting: ReportingStep,
    @inject(CLOCK) private clock: Clock,
    @repository(ClientErrorWindowRepository) private windows: ClientErrorWindowRepository,
  ) {}

  /** False when the member's reports of this minute are used up (the report is dropped). */
  async report(memberId: number, report: ClientErrorReport): Promise<boolean> {
    if ((await this.windows.count(memberId, this.clock.now(), MINUTE_MS)) > CLIENT_ERRORS_PER_MINUTE) return false;
    this.reporting.report({source: 'client', memberId, ...report});
    return true;
  }
}
