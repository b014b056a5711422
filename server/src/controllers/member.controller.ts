import {BindingScope, inject, injectable} from '@loopback/core';
import {getModelSchemaRef, HttpErrors, param, post, get, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {CALLER, type Caller, type MemberProfile} from '../security/principal';
import {Member} from '../models';
import {AuthService, LoginAnswer} from '../services/auth.service';
import {AUTH_SERVICE} from '../keys';
import {credentialsBody, loginAnswerSchema, newPasswordBody} from '../specs/members.specs';

/** Login, logout, the current member and password changes (API.md "Authentication"). */
@injectable({scope: BindingScope.SINGLETON})
export class MemberController {
  constructor(@inject(AUTH_SERVICE) private auth: AuthService) {}

  @post('/Members/login', {operationId: 'login', responses: {'200': {description: 'Access token', content: {'application/json': {schema: loginAnswerSchema}}}}})
  async login(
    @requestBody(credentialsBody) body: {username: string; password: string; newPassword?: string},
    @inject(CALLER) caller: Caller,
  ): Promise<LoginAnswer> {
    return this.auth.login(body.username, body.password, caller.address, body.newPassword);
  }
  @post('/Members/logout', {operationId: 'logout', responses: {'204': {description: 'Logged out; the token stops working'}}})
  async logout(@inject(CALLER) caller: Caller, @inject(SecurityBindings.USER) user: MemberProfile): Promise<void> {
    if (!caller.token) throw new HttpErrors.Unauthorized();
    await this.auth.logout(caller.token, user.id);
  }
  @get('/Members/me', {
    operationId: 'getMe',
    responses: {'200': {description: 'The signed-in member', content: {'application/json': {schema: getModelSchemaRef(Member)}}}},
  })
  async me(@inject(SecurityBindings.USER) user: MemberProfile): Promise<Member> {
    return user.member;
  }
  @post('/Members/{id}/password', {operationId: 'changePassword', responses: {'204': {description: 'Password changed; the member is signed out elsewhere'}}})
  async changePassword(
    @param.path.integer('id') id: number,
    @requestBody(newPasswordBody)
    body: {password: string},
    @inject(SecurityBindings.USER) user: MemberProfile,
  ): Promise<void> {
    await this.auth.setPassword(id, body.password, user.id);
  }
}
