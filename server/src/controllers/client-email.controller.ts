import {BindingScope, inject, injectable} from '@loopback/core';
import {post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {MemberProfile} from '../security/principal';
import type {ClientEmailService} from '../services/client-email.service';
import {IDEMPOTENT, json} from '../specs/helpers';
import {clientEmailAnswerSchema, clientEmailRequestBody} from '../specs/teller.specs';
import {CLIENT_EMAIL_SERVICE} from '../keys';

/** The review invitation e-mail (spec 02 §7 "Teller", API.md `POST ClientEmails/send`). */
@injectable({scope: BindingScope.SINGLETON})
export class ClientEmailController {
  constructor(@inject(CLIENT_EMAIL_SERVICE) private emails: ClientEmailService) {}

  @post('/ClientEmails/send', {
    [IDEMPOTENT]: true,
    operationId: 'sendClientEmail',
    responses: {'200': {description: 'The review invitation sent', ...json(clientEmailAnswerSchema)}},
  })
  async send(@requestBody(clientEmailRequestBody) request: {email: string; lang: string}, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.emails.sendReviewInvitation(request, user.id);
  }
}
