import {inject, injectable, BindingScope} from '@loopback/core';
import {ErrorWriterOptions, LogError, Reject, RejectProvider, RestBindings} from '@loopback/rest';
import {translateDbError} from '../services/transaction';

/**
 * LoopBack's reject, after database errors caused by the request's values (a value out of range,
 * a LIKE pattern the database cannot read, a unique value taken) became 4xx: whichever query meets
 * them, the client learns what was wrong and the log does not record a server fault.
 */
@injectable({scope: BindingScope.SINGLETON})
export class RejectDbErrorsProvider {
  static value(
    @inject(RestBindings.SequenceActions.LOG_ERROR) logError: LogError,
    @inject(RestBindings.ERROR_WRITER_OPTIONS, {optional: true}) errorWriterOptions?: ErrorWriterOptions,
  ): Reject {
    const reject = RejectProvider.value(logError, errorWriterOptions);
    return (context, error) => reject(context, translateDbError(error) as Error);
  }
}
