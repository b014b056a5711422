import {authenticate} from '@loopback/authentication';
import {BindingScope, inject, injectable} from '@loopback/core';
import {get, getModelSchemaRef, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {MemberProfile} from '../security/principal';
// eslint-disable-next-line karat/no-restricted-paths -- TODO(issue 13): the fast-lane marks go with the one pipeline (item 1)
import {FAST_COMMANDS, FAST_READS} from '../middleware/fast-lane.middleware';
import {Order} from '../models';
import {OrderCommandService} from '../services/order-command.service';
import {json} from './spec-helpers';
import {ORDER_COMMAND_SERVICE} from '../keys';

const teams = ['turku', 'helsinki', 'gothenburg', 'malagaFinland', 'malagaSweden', 'uk'];

/**
 * The receiver's scanner: the receive scan and today's count. One instance; the member comes with
 * each scan, so the fast lane can answer them. The operation ids stay the order command
 * controller's, which the client's SDK is named after.
 */
@authenticate('bearer')
@injectable({scope: BindingScope.SINGLETON})
export class ScanController {
  static readonly [FAST_COMMANDS] = new Set(['receive']);
  static readonly [FAST_READS] = new Set(['receivedToday']);

  constructor(@inject(ORDER_COMMAND_SERVICE) private commands: OrderCommandService) {}

  @post('/Orders/receive', {
    operationId: 'OrderCommandController.receive',
    responses: {
      '200': {
        description: 'Received; notices hold Received and, for a cold case, Cold case',
        ...json({
          type: 'object',
          title: 'ReceiveAnswer',
          required: ['order', 'notices'],
          properties: {order: getModelSchemaRef(Order), notices: {type: 'array', items: {type: 'string'}}},
        }),
      },
    },
  })
  async receive(
    @requestBody({
      required: true,
      ...json({
        type: 'object',
        title: 'ReceiveRequest',
        required: ['barCode'],
        additionalProperties: false,
        properties: {barCode: {type: 'string', maxLength: 100}, reopen: {type: 'boolean'}},
      }),
    })
    body: {barCode: string; reopen?: boolean},
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.commands.receive(body.barCode, body.reopen === true, user.id);
  }

  @get('/Orders/received-today', {
    operationId: 'OrderCommandController.receivedToday',
    responses: {
      '200': {
        description: 'Packages received today (business time zone), in total and per team',
        ...json({
          type: 'object',
          title: 'ReceivedToday',
          required: ['total', 'byTeam'],
          properties: {
            total: {type: 'integer'},
            byTeam: {type: 'object', required: teams, properties: Object.fromEntries(teams.map(k => [k, {type: 'integer'}]))},
          },
        }),
      },
    },
  })
  async receivedToday() {
    return this.commands.receivedToday();
  }
}
