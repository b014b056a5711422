import {BindingScope, inject, injectable} from '@loopback/core';
import {get, getModelSchemaRef, param, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {MemberProfile} from '../security/principal';
import {SmsLog} from '../models';
import {CallInput, CallService} from '../services/call.service';
import {ReturnCodeSmsService} from '../services/return-code-sms.service';
import {actorOf} from './actor';
import {json, IDEMPOTENT} from '../specs/helpers';
import {CALL_SERVICE, RETURN_CODE_SMS_SERVICE} from '../keys';
import {callAnswerSchema, callRequestBody, contactHistorySchema} from '../specs/calls.specs';

@injectable({scope: BindingScope.SINGLETON})
export class CallController {
  constructor(
    @inject(CALL_SERVICE) private calls: CallService,
    @inject(RETURN_CODE_SMS_SERVICE) private returnCode: ReturnCodeSmsService,
  ) {}

  @post('/Orders/{id}/calls', {
    [IDEMPOTENT]: true,
    operationId: 'recordCall',
    responses: {
      '200': {
        description: 'The order after the call (and the replacement order for wantsANewSecurityBag)',
        ...json(callAnswerSchema),
      },
    },
  })
  async record(
    @param.path.integer('id') id: number,
    @requestBody(callRequestBody)
    body: CallInput,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.calls.record(id, body, actorOf(user));
  }

  /**
   * The call forms' contact history: the order's earlier calls and SMS, newest
   * first, with the attempts and last try of each call type; for whoever may call the order.
   */
  @get('/Orders/{id}/contact-history', {
    operationId: 'getContactHistory',
    responses: {'200': {description: "The order's earlier calls and SMS, newest first", ...json(contactHistorySchema)}},
  })
  async contactHistory(@param.path.integer('id') id: number, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.calls.contactHistory(id, actorOf(user));
  }

  /**
   * Spec 01 §5 "After call and cold call": the return-code SMS, for an open order the member may call (a buyer their own, a cold
   * caller a cold case), Finnish, with the client's phone; limited per order and per member (429).
   */
  @post('/Orders/{id}/return-code-sms', {
    [IDEMPOTENT]: true,
    operationId: 'sendReturnCodeSms',
    responses: {'200': {description: 'Message sent', ...json(getModelSchemaRef(SmsLog))}},
  })
  async returnCodeSms(@param.path.integer('id') id: number, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.returnCode.send(id, actorOf(user));
  }
}
