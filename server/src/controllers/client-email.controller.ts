import {BindingScope, inject, injectable} from '@loopback/core';
import {post, requestBody, type SchemaObject} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {MemberProfile} from '../security/principal';
import type {ClientEmailService} from '../services/client-email.service';
import {IDEMPOTENT, json} from '../specs/helpers';
import {body} from '../specs/orders.specs';
import {CLIENT_EMAIL_SERVICE} from '../keys';

const clientEmailRequestSchema: SchemaObject = {
  type: 'object',
  title: 'ClientEmailRequest',
  required: ['email', 'lang'],
  additionalProperties: false,
  properties: {email: {type: 'string', maxLength: 254}, lang: {type: 'string', maxLength: 20}},
};

const clientEmailAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'ClientEmailAnswer',
  required: ['sent', 'provider'],
  properties: {sent: {type: 'boolean'}, provider: {type: 'string'}, messageId: {type: 'string', nullable: true}},
};

/** The review invitation e-mail (spec 02 §7, API.md `POST ClientEmails/send`). */
@injectable({scope: BindingScope.SINGLETON})
export class ClientEmailController {
  constructor(@inject(CLIENT_EMAIL_SERVICE) private emails: ClientEmailService) {}

  @post('/ClientEmails/send', {
    [IDEMPOTENT]: true,
    operationId: 'sendClientEmail',
    responses: {'200': {description: 'The review invitation sent', ...json(clientEmailAnswerSchema)}},
  })
  async send(@requestBody(body(clientEmailRequestSchema)) request: {email: string; lang: string}, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.emails.sendReviewInvitation(request, user.id);
  }
}
