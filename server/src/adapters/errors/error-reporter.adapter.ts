import {randomBytes} from 'node:crypto';
import {isReportableError} from '@karat/shared';

/** One failure: a server fault (a 5xx answer) or an error a member's browser reported. */
export interface ErrorReport {
  source: 'server' | 'client';
  message: string;
  /** The error's class name (TypeError, Error). */
  type?: string;
  stack?: string;
  memberId?: number;
  /** Server: the request that failed. */
  method?: string;
  path?: string;
  status?: number;
  /** Client: the page it happened on. */
  url?: string;
}

/** Where failures go (spec 02 §7: every failed response passes an error-reporting step). */
export interface ErrorReporter {
  readonly name: string;
  report(report: ErrorReport): Promise<void>;
}

/**
 * Characters JSON leaves as they are but a terminal or log viewer may take for a line break, or use
 * to hide and reorder text: DEL and the C1 controls (NEL among them), the line and paragraph
 * separators, and the bidirectional controls. JSON.stringify already escapes the C0 controls (\n, \r...).
 */
const LOG_UNSAFE = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * The line the server log gets for a report: one JSON object on one line, every field escaped, so
 * nothing a browser sends (a message, a stack, a page address) can start a line of its own or
 * pass for another entry. The stack's line breaks stay inside its field as \n.
 */
export function logLine(report: ErrorReport, now = new Date()): string {
  const {source, memberId, method, path, status, url, type, message, stack} = report;
  // LoopBack's own wording for a failed request stays the server entry's summary.
  const summary = source === 'server' ? `Request ${method} ${path} failed with status code ${status}` : 'Client error';
  const entry = {time: now.toISOString(), level: 'error', source, msg: summary, memberId, method, path, status, url, type, message, stack};
  return JSON.stringify(entry).replace(LOG_UNSAFE, char => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Local default: the server log (stderr), nothing leaves the machine. */
export class LogErrorReporter implements ErrorReporter {
  readonly name = 'log';
  async report(report: ErrorReport): Promise<void> {
    console.error(logLine(report));
  }
}

/** A Sentry DSN (`https://<publicKey>@<host>[/<path>]/<projectId>`), as Sentry and GlitchTip give it. */
export interface SentryDsn {
  dsn: string;
  publicKey: string;
  /** The project's envelope endpoint. */
  envelopeUrl: string;
}

export function parseSentryDsn(dsn: string): SentryDsn {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    throw new Error('ERROR_REPORTER_DSN is not a URL');
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!['http:', 'https:'].includes(url.protocol) || !url.username || !projectId)
    throw new Error('ERROR_REPORTER_DSN must look like https://<public key>@<host>/<project id>');
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  return {dsn, publicKey: decodeURIComponent(url.username), envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`};
}

/**
 * Sentry-compatible reporting (Sentry, GlitchTip, any server of Sentry's envelope protocol): each
 * report is one event envelope, sent without waiting on the request that failed. The log line is
 * written too, so the server log stays complete when the service is down.
 */
export class SentryErrorReporter implements ErrorReporter {
  readonly name = 'sentry';
  private log = new LogErrorReporter();

  constructor(
    private target: SentryDsn,
    private options: {environment?: string; release?: string; serverName?: string} = {},
  ) {}

  async report(report: ErrorReport): Promise<void> {
    await this.log.report(report);
    const eventId = randomBytes(16).toString('hex');
    const event = {
      event_id: eventId,
      timestamp: Date.now() / 1000,
      platform: report.source === 'client' ? 'javascript' : 'node',
      level: 'error',
      logger: `karat.${report.source}`,
      server_name: this.options.serverName,
      environment: this.options.environment,
      release: this.options.release,
      exception: {values: [{type: report.type ?? 'Error', value: report.message}]},
      tags: {source: report.source, ...(report.status ? {status: String(report.status)} : {})},
      user: report.memberId ? {id: String(report.memberId)} : undefined,
      request: report.source === 'server' ? {method: report.method, url: report.path} : report.url ? {url: report.url} : undefined,
      extra: report.stack ? {stack: report.stack} : undefined,
    };
    const envelope = [
      JSON.stringify({event_id: eventId, sent_at: new Date().toISOString(), dsn: this.target.dsn}),
      JSON.stringify({type: 'event'}),
      JSON.stringify(event),
    ].join('\n');
    const response = await fetch(this.target.envelopeUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-sentry-envelope',
        'X-Sentry-Auth': `Sentry sentry_version=7, sentry_key=${this.target.publicKey}, sentry_client=karat/0.1`,
      },
      body: envelope,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`The error-reporting service refused the report (HTTP ${response.status})`);
  }
}

/**
 * The reporter the application uses: the spec's two noise messages are dropped, and a reporter that
 * fails never fails the request (its own failure goes to the log).
 */
export class ReportingStep {
  constructor(readonly reporter: ErrorReporter) {}

  report(report: ErrorReport): void {
    if (!isReportableError(report.message)) return;
    this.reporter.report(report).catch(err => console.error(`Error reporting (${this.reporter.name}) failed:`, (err as Error).message));
  }
}

/** ERROR_REPORTER_DSN (or SENTRY_DSN): a Sentry-compatible service; unset: the server log. */
export function errorReporterFromEnv(env: NodeJS.ProcessEnv = process.env): ErrorReporter {
  const dsn = env.ERROR_REPORTER_DSN || env.SENTRY_DSN;
  if (!dsn) return new LogErrorReporter();
  return new SentryErrorReporter(parseSentryDsn(dsn), {environment: env.ERROR_REPORTER_ENVIRONMENT || env.NODE_ENV, release: env.ERROR_REPORTER_RELEASE});
}
