import {BindingScope, inject, injectable} from '@loopback/core';
import {get} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {MemberProfile} from '../security/principal';
import {HomeService} from '../services/home.service';
import {HOME_SERVICE} from '../keys';
import {json} from '../specs/helpers';
import {todayCountsSchema} from '../specs/home.specs';

/** The signed-in member's home screen: today's queue counts of the member's roles. */
@injectable({scope: BindingScope.SINGLETON})
export class HomeController {
  constructor(@inject(HOME_SERVICE) private home: HomeService) {}

  @get('/Members/me/today', {
    operationId: 'getTodayCounts',
    responses: {'200': {description: "Today's queue counts of the member's roles", ...json(todayCountsSchema)}},
  })
  async today(@inject(SecurityBindings.USER) user: MemberProfile) {
    return this.home.today(user.id, user.roles as string[], user.member.team ?? null);
  }
}
