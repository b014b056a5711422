import {BindingScope, inject, injectable} from '@loopback/core';
import {get, getModelSchemaRef, param, patch, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {TellerSmsKind} from '@karat/shared';
import type {TellerClientForm} from '@karat/shared/teller';
import {Order, SmsLog} from '../models';
import type {MemberProfile} from '../security/principal';
import type {BankDetailsInput, TellerCommand, TellerService} from '../services/teller.service';
import {deskSortParam, IDEMPOTENT, json, limitParam, searchParam, skipParam} from '../specs/helpers';
import {
  arrivalLanguageParamSchema,
  arrivedSmsRequestBody,
  bankDetailsBody,
  bankDetailsAnswerSchema,
  tellerAnswerSchema,
  tellerClientBody,
  tellerCommandBody,
  tellerKindParamSchema,
  tellerLanguageParamSchema,
  tellerOrderPageSchema,
  tellerShowSchema,
  tellerSmsRequestBody,
  tellerStatsSchema,
} from '../specs/teller.specs';
import {TELLER_SERVICE} from '../keys';

/** The teller (spec 02 §2 "Teller", §4 "Teller confirmation", §5 "Teller approval", §7 "Teller"; API.md `POST /Orders/{id}/teller`). */
@injectable({scope: BindingScope.SINGLETON})
export class TellerController {
  constructor(@inject(TELLER_SERVICE) private teller: TellerService) {}

  @post('/Orders/{id}/teller', {
    [IDEMPOTENT]: true,
    operationId: 'tellerAction',
    responses: {'200': {description: 'The order after the action (and the no-answer SMS sent)', ...json(tellerAnswerSchema)}},
  })
  async act(@param.path.integer('id') id: number, @requestBody(tellerCommandBody) command: TellerCommand, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.teller.act(id, command, user.id);
  }

  @post('/teller/orders/{id}/bank-details', {
    operationId: 'saveTellerBankDetails',
    responses: {
      '200': {description: "The order's client with the bank details saved (an approved order then needs a new approval)", ...json(bankDetailsAnswerSchema)},
    },
  })
  async saveBankDetails(
    @param.path.integer('id') id: number,
    @requestBody(bankDetailsBody) request: BankDetailsInput,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.teller.saveBankDetails(id, request, user.id);
  }

  @patch('/teller/orders/{id}/client', {
    operationId: 'editTellerClient',
    responses: {'200': {description: 'The order with its client as edited', ...json(getModelSchemaRef(Order, {includeRelations: true}))}},
  })
  async editClient(
    @param.path.integer('id') id: number,
    @requestBody(tellerClientBody) request: TellerClientForm,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.teller.editClient(id, request, user.id);
  }

  @get('/teller/orders/{id}', {
    operationId: 'getTellerOrder',
    responses: {'200': {description: "The order with its client, caller and valuator, and the client's order count", ...json(tellerShowSchema)}},
  })
  async show(@param.path.integer('id') id: number) {
    return this.teller.show(id);
  }

  @get('/teller/lists/{language}/{kind}', {
    operationId: 'listTellerQueue',
    responses: {'200': {description: 'The teller queue of a language and kind, by order number: what the list shows of each', ...json(tellerOrderPageSchema)}},
  })
  async list(
    @param.path.string('language', {schema: tellerLanguageParamSchema}) language: string,
    @param.path.string('kind', {schema: tellerKindParamSchema}) kind: string,
    @limitParam() limit: number | undefined,
    @skipParam() skip: number | undefined,
    @searchParam() q: string | undefined,
    @deskSortParam() sort: string | undefined,
  ) {
    return this.teller.list(language, kind, limit ?? 50, skip ?? 0, q, sort);
  }

  @get('/teller/today', {
    operationId: 'listTellerToday',
    responses: {'200': {description: "Today's confirmed orders, newest first: what the list shows of each", ...json(tellerOrderPageSchema)}},
  })
  async today(
    @limitParam() limit: number | undefined,
    @skipParam() skip: number | undefined,
    @searchParam() q: string | undefined,
    @deskSortParam() sort: string | undefined,
  ) {
    return this.teller.today(limit ?? 50, skip ?? 0, q, sort);
  }

  @get('/teller/stats', {
    operationId: 'getTellerStats',
    responses: {'200': {description: 'Unvalued counts of Finland and Sweden; grams of gold approved today and open', ...json(tellerStatsSchema)}},
  })
  async stats() {
    return this.teller.stats();
  }

  @post('/SMs/send/arrived', {
    [IDEMPOTENT]: true,
    operationId: 'sendArrivedSms',
    responses: {'200': {description: 'The order with arrivedSmsDate and the SMS sent', ...json(tellerAnswerSchema)}},
  })
  async sendArrived(@requestBody(arrivedSmsRequestBody) request: {orderId: number}, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.teller.sendArrived(request, user.id);
  }

  /** The old system's plain send (spec 01 §7 "Specific calls"), kept as the teller's: a catalogue text to the order's own client, limited. */
  @post('/SMs/send', {
    [IDEMPOTENT]: true,
    operationId: 'sendSms',
    responses: {'200': {description: 'Message sent', ...json(getModelSchemaRef(SmsLog))}},
  })
  async send(@requestBody(tellerSmsRequestBody) request: {orderId: number; kind: TellerSmsKind}, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.teller.sendSms(request, user.id);
  }

  @get('/teller/sms/log', {
    operationId: 'listArrivalSmsLog',
    responses: {'200': {description: 'Orders by arrivedSmsDate, newest first', ...json(tellerOrderPageSchema)}},
  })
  async arrivalLog(@limitParam() limit: number | undefined, @skipParam() skip: number | undefined) {
    return this.teller.arrivalLog(limit ?? 50, skip ?? 0);
  }

  @get('/teller/sms/{language}', {
    operationId: 'listArrivalSms',
    responses: {'200': {description: 'Orders of the language waiting for the arrival SMS, by order number', ...json(tellerOrderPageSchema)}},
  })
  async arrivalList(
    @param.path.string('language', {schema: arrivalLanguageParamSchema}) language: string,
    @limitParam() limit: number | undefined,
    @skipParam() skip: number | undefined,
  ) {
    return this.teller.arrivalList(language, limit ?? 200, skip ?? 0);
  }
}
