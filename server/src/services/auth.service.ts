import {AUDIT_SERVICE, CLOCK, DB_DATASOURCE, PACKAGER_SERVICE, SESSION_CACHE} from '../keys';
import {createHash, randomBytes} from 'node:crypto';
import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {LIMITS, MESSAGES, PASSWORD_CHANGE, normalizeUsername} from '@karat/shared';
import {passwordSchemaFor} from '@karat/shared/password-rules';
import {DbDataSource} from '../datasources/db.datasource';
import {Member} from '../models';
import {AccessTokenRepository, LoginAttemptRepository, MemberCredentialsRepository, MemberRepository} from '../repositories';
import {AuditService} from './audit.service';
import type {Clock} from './clock';
import type {PackagerService} from './packager.service';
import {dummyCredentials, hashPassword, verifyPassword} from './password.service';
import {SessionCache} from './session-cache.service';
import {inTransaction} from './transaction';
import {validateWith} from './validation';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LoginAnswer {
  id: string;
  ttl: number;
  created: string;
  userId: number;
}

/** Addresses from which a username logged in successfully within this many days are trusted. */
const TRUSTED_ADDRESS_DAYS = 30;

@injectable({scope: BindingScope.SINGLETON})
export class AuthService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(MemberRepository) private members: MemberRepository,
    @repository(MemberCredentialsRepository) private credentials: MemberCredentialsRepository,
    @repository(AccessTokenRepository) private tokens: AccessTokenRepository,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(SESSION_CACHE) private sessions: SessionCache,
    @inject(PACKAGER_SERVICE) private packager: PackagerService,
    @repository(LoginAttemptRepository) private attempts: LoginAttemptRepository,
    @inject(CLOCK) private clock: Clock,
  ) {}

  /**
   * Throttle, 10 failures in 15 minutes: from one address blocks that address, on one username
   * blocks that username. A username that logged in from this address lately is trusted there and
   * only its own failures from there count, so neither an attacker elsewhere nor colleagues'
   * typos behind the same office address lock the real member out.
   *
   * The attempt is reserved before its password is checked: under advisory locks on the address and
   * on the username (always in that order, so two logins never wait on each other in a circle) the
   * failures are counted and, when under the limit, the attempt is recorded as a failure at once; it
   * becomes a success only after the password proved right. So however many guesses arrive together,
   * at most the limit get to scrypt; the rest answer 429. Returns the attempt's id.
   */
  private async reserveAttempt(usernameKey: string, address: string): Promise<string> {
    return inTransaction(this.ds, async options => {
      await this.attempts.lock(address, usernameKey, options);
      // The windows by the database's clock, which stamps the attempts.
      const failures = await this.attempts.failures(address, usernameKey, LIMITS.loginFailureWindowMinutes, TRUSTED_ADDRESS_DAYS, options);
      const limit = LIMITS.loginFailuresAllowed;
      const blocked = failures.trusted ? failures.byPair >= limit : failures.byAddress >= limit || failures.byUsername >= limit;
      if (blocked) throw new HttpErrors.TooManyRequests(MESSAGES.tooManyLogins);
      return this.attempts.recordFailure(usernameKey, address, options);
    });
  }

  /**
   * A member who must choose a password (mustSetPassword) gets no token for the right password alone:
   * 403 PASSWORD_CHANGE.code, and then the same login with `newPassword`, which must pass the
   * password rules and differ from the given one; it replaces it before the token is issued.
   */
  async login(rawUsername: string, password: string, address: string, newPassword?: string): Promise<LoginAnswer> {
    // The username as stored (NFKC, trimmed); the database compares it case-folded (username_key).
    const username = normalizeUsername(rawUsername);
    const usernameKey = await this.members.usernameKey(username);
    const attemptId = await this.reserveAttempt(usernameKey, address);
    const member = await this.members.findByUsernameKey(usernameKey);
    const creds = member ? await this.credentials.findOne({where: {memberId: member.id}}) : null;
    // Unknown members still pay for one scrypt, so timing does not reveal which usernames exist.
    const check = creds ?? (await dummyCredentials());
    const passwordOk = await verifyPassword(password, check.passwordHash, check.salt);
    if (member && creds && passwordOk && member.isActive && (await this.members.mustSetPassword(member.id!))) {
      if (newPassword === undefined) throw Object.assign(new HttpErrors.Forbidden(PASSWORD_CHANGE.required), {code: PASSWORD_CHANGE.code});
      if (newPassword === password) throw Object.assign(new HttpErrors.UnprocessableEntity(PASSWORD_CHANGE.sameAsGiven), {code: PASSWORD_CHANGE.code});
      await this.setPassword(member.id!, newPassword, member.id!);
    }
    const answer = member && creds && passwordOk && member.isActive ? await this.issueToken(member, attemptId) : undefined;
    if (!answer) throw new HttpErrors.Unauthorized(MESSAGES.loginFailed);
    return answer;
  }

  /**
   * A new token, only while the member is still active (AccessTokenRepository.issueForActiveMember);
   * the reserved attempt becomes a success with it. Undefined when the member was deactivated meanwhile.
   */
  private async issueToken(member: Member, attemptId: string): Promise<LoginAnswer | undefined> {
    const token = randomBytes(32).toString('base64url');
    const ttl = LIMITS.tokenTtlSeconds;
    // Created and expiring by the database's clock: the database decides when a token expired.
    const created = await this.tokens.issueForActiveMember({id: hashToken(token), memberId: member.id!, ttl}, attemptId);
    if (!created) return undefined;
    return {id: token, ttl, created: created.toISOString(), userId: member.id!};
  }

  /** Revokes the token; a packager's order in hand goes back to the queue (a packager holds at most one order). */
  async logout(token: string, memberId?: number) {
    await this.tokens.deleteById(hashToken(token)).catch(() => undefined);
    await this.sessions.clear();
    if (memberId !== undefined) await this.packager.releaseHeldBy(memberId);
  }

  /**
   * The active member holding a valid token, or undefined: the token must be unexpired and its
   * member active. One query, reused for a few seconds (SessionCache). By the token's hash
   * (hashToken), which the caller keeps for the request's profile.
   */
  async memberForToken(tokenHash: string): Promise<Member | undefined> {
    const cached = this.sessions.get(tokenHash, this.clock.now().getTime());
    if (cached) return cached;
    const version = this.sessions.version;
    const found = await this.tokens.memberForToken(tokenHash);
    if (!found) return undefined;
    this.sessions.set(tokenHash, found.member, found.expiresAt, version, this.clock.now().getTime());
    return found.member;
  }

  async setPassword(memberId: number, password: unknown, actorId: number | null) {
    const member = await this.members.findOne({where: {id: memberId}});
    if (!member) throw new HttpErrors.NotFound('Member not found');
    // The shared rules, including "not this member's username".
    const {password: valid} = validateWith(passwordSchemaFor(member.username), {password});
    const {passwordHash, salt} = await hashPassword(valid);
    await inTransaction(this.ds, async options => {
      const existing = await this.credentials.findOne({where: {memberId}}, options);
      const now = this.clock.now();
      if (existing) await this.credentials.updateById(existing.id!, {passwordHash, salt, updatedAt: now}, options);
      else await this.credentials.create({memberId, passwordHash, salt, updatedAt: now}, options);
      // Changing a password ends the member's other sessions.
      await this.tokens.deleteAll({memberId}, options);
      // The member's own choice ends the need to choose one; a password an admin gives does not.
      if (actorId === memberId) await this.members.passwordChosen(memberId, options);
      await this.audit.record({memberId: actorId, action: 'password', model: 'Member', modelId: memberId}, options);
    });
    await this.sessions.clear();
  }
}
