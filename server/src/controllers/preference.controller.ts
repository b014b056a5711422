import {BindingScope, inject, injectable} from '@loopback/core';
import {get, put, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {MemberProfile} from '../security/principal';
import {PreferenceService} from '../services/preference.service';
import {PREFERENCE_SERVICE} from '../keys';
import {keyParam, preferenceSchema, preferenceValueBody} from '../specs/members.specs';

/** The signed-in member's own settings, such as the columns chosen for a list. */
@injectable({scope: BindingScope.SINGLETON})
export class PreferenceController {
  constructor(@inject(PREFERENCE_SERVICE) private preferences: PreferenceService) {}

  @get('/Members/me/preferences/{key}', {
    operationId: 'getPreference',
    responses: {
      '200': {
        description: 'The stored value, or null',
        content: {'application/json': {schema: preferenceSchema}},
      },
    },
  })
  async find(@keyParam key: string, @inject(SecurityBindings.USER) user: MemberProfile): Promise<{value: unknown}> {
    return {value: await this.preferences.get(user.id, key)};
  }

  @put('/Members/me/preferences/{key}', {operationId: 'savePreference', responses: {'204': {description: 'Stored'}}})
  async save(
    @keyParam key: string,
    @requestBody(preferenceValueBody)
    body: {value: unknown},
    @inject(SecurityBindings.USER) user: MemberProfile,
  ): Promise<void> {
    await this.preferences.set(user.id, key, body.value);
  }
}
