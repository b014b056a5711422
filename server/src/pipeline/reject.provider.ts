import {inject, injectable, BindingScope} from '@loopback/core';
import {ErrorWriterOptions, LogError, Reject, RejectProvider, RestBindings} from '@loopback/rest';
import {translateDbError} from '../services/transaction';
import type {ReportingStep} from '../adapters/errors/error-reporter.adapter';
import {ERROR_REPORTING} from '../keys';

/**
 * LoopBack's reject, after database errors caused by the request's values (a value out of range,
 * a LIKE pattern the database cannot read, a unique value taken) became 4xx: whichever query meets
 * them, the client learns what was wrong and the log does not record a server fault. An error's own
 * headers (http-errors' `headers`: the Allow of a 405) go out with it, so a controller never writes
 * the response to say them.
 */
@injectable({scope: BindingScope.SINGLETON})
export class RejectDbErrorsProvider {
  static value(
    @inject(RestBindings.SequenceActions.LOG_ERROR) logError: LogError,
    @inject(RestBindings.ERROR_WRITER_OPTIONS, {optional: true}) errorWriterOptions?: ErrorWriterOptions,
  ): Reject {
    const reject = RejectProvider.value(logError, errorWriterOptions);
    return (context, error) => {
      const answer = translateDbError(error) as Error;
      const headers = (answer as {headers?: Record<string, string>}).headers;
      if (headers && !context.response.headersSent) for (const [name, value] of Object.entries(headers)) context.response.setHeader(name, value);
      return reject(context, answer);
    };
  }
}

/** LoopBack's LOG_ERROR: a request answered with a 5xx goes to the error-reporting step (spec 02 §7 "Login and shell"). */
@injectable({scope: BindingScope.SINGLETON})
export class ReportServerErrorsProvider {
  static value(@inject(ERROR_REPORTING) reporting: ReportingStep): LogError {
    return (err, statusCode, request) => {
      if (statusCode < 500) return;
      reporting.report({
        source: 'server',
        message: err.message || String(err),
        type: err.name,
        stack: err.stack,
        method: request.method,
        // The path as the client sent it (Express strips the /api mount from url).
        path: request.originalUrl ?? request.url,
        status: statusCode,
      });
    };
  }
}
