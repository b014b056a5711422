import {BindingScope, inject, injectable} from '@loopback/core';
import {get, post, requestBody} from '@loopback/rest';
import type {FirstAdminForm} from '@karat/shared/password-rules';
import {FIRST_RUN_SERVICE} from '../keys';
import {CALLER, type Caller} from '../security/principal';
import type {LoginAnswer} from '../services/auth.service';
import type {FirstRunService} from '../services/first-run.service';
import {firstAdminBody, loginAnswerSchema, setupStateSchema} from '../specs/members.specs';

/** The first run (no member yet): whether the setup link is needed, and the link's form. */
@injectable({scope: BindingScope.SINGLETON})
export class SetupController {
  constructor(@inject(FIRST_RUN_SERVICE) private firstRun: FirstRunService) {}

  @get('/setup', {
    operationId: 'getSetup',
    responses: {
      '200': {
        description: 'Whether no member exists yet (the login page then points to the printed setup link)',
        content: {'application/json': {schema: setupStateSchema}},
      },
    },
  })
  async state(): Promise<{setupNeeded: boolean}> {
    return {setupNeeded: await this.firstRun.setupNeeded()};
  }

  @post('/setup', {
    operationId: 'completeSetup',
    responses: {'200': {description: 'The first admin, signed in', content: {'application/json': {schema: loginAnswerSchema}}}},
  })
  async complete(@requestBody(firstAdminBody) body: FirstAdminForm, @inject(CALLER) caller: Caller): Promise<LoginAnswer> {
    return this.firstRun.completeSetup(body, caller.address);
  }
}
