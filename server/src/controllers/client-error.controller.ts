import {BindingScope, inject, injectable} from '@loopback/core';
import {HttpErrors, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {MemberProfile} from '../security/principal';
import {ClientErrorReport, ClientErrorService} from '../services/client-error.service';
import {CLIENT_ERROR_SERVICE} from '../keys';
import {clientErrorBody} from '../specs/client-errors.specs';

/** The browser's side of the error-reporting step (spec 02 §7 "Login and shell"): the service's address stays on the server. */
@injectable({scope: BindingScope.SINGLETON})
export class ClientErrorController {
  constructor(@inject(CLIENT_ERROR_SERVICE) private errors: ClientErrorService) {}

  @post('/client-errors', {
    operationId: 'reportClientError',
    responses: {'204': {description: 'Reported (or, for the two messages the spec ignores, dropped)'}, '429': {description: 'Too many reports this minute'}},
  })
  async report(@requestBody(clientErrorBody) body: ClientErrorReport, @inject(SecurityBindings.USER) user: MemberProfile): Promise<void> {
    if (!(await this.errors.report(user.id, body))) throw new HttpErrors.TooManyRequests('Too many error reports; try again in a minute');
  }
}
