import {AUDIT_SERVICE, DB_DATASOURCE, PACKAGER_SERVICE, SESSION_CACHE} from '../keys';
import {createHash, randomBytes} from 'node:crypto';
import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {LIMITS, memberSchema, MESSAGES, normalizeUsername} from '@karat/shared';
import {passwordProblem, passwordSchemaFor} from '@karat/shared/password-rules';
import {DbDataSource} from '../datasources/db.datasource';
import {Member} from '../models';
import {AccessTokenRepository, LoginAttemptRepository, MemberCredentialsRepository, MemberRepository} from '../repositories';
import {AuditService} from './audit.service';
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
    const since = new Date(Date.now() - LIMITS.loginFailureWindowMinutes * 60_000);
    const trustedSince = new Date(Date.now() - TRUSTED_ADDRESS_DAYS * 86_400_000);
    return inTransaction(this.ds, async options => {
      await this.attempts.lock(address, usernameKey, options);
      const failures = await this.attempts.failures(address, usernameKey, since, trustedSince, options);
      const limit = LIMITS.loginFailuresAllowed;
      const blocked = failures.trusted ? failures.byPair >= limit : failures.byAddress >= limit || failures.byUsername >= limit;
      if (blocked) throw new HttpErrors.TooManyRequests(MESSAGES.tooManyLogins);
      return this.attempts.recordFailure(usernameKey, address, options);
    });
  }

  async login(rawUsername: string, password: string, address: string): Promise<LoginAnswer> {
    // The username as stored (NFKC, trimmed); the database compares it case-folded (username_key).
    const username = normalizeUsername(rawUsername);
    const usernameKey = await this.members.usernameKey(username);
    const attemptId = await this.reserveAttempt(usernameKey, address);
    const member = await this.members.findByUsernameKey(usernameKey);
    const creds = member ? await this.credentials.findOne({where: {memberId: member.id}}) : null;
    // Unknown members still pay for one scrypt, so timing does not reveal which usernames exist.
    const check = creds ?? (await dummyCredentials());
    const passwordOk = await verifyPassword(password, check.passwordHash, check.salt);
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
    const created = new Date();
    const ttl = LIMITS.tokenTtlSeconds;
    const issued = await this.tokens.issueForActiveMember(
      {id: hashToken(token), memberId: member.id!, ttl, created, expiresAt: new Date(created.getTime() + ttl * 1000)},
      attemptId,
    );
    if (!issued) return undefined;
    return {id: token, ttl, created: created.toISOString(), userId: member.id!};
  }

  /** Revokes the token; a packager's order in hand goes back to the queue. */
  async logout(token: string, memberId?: number) {
    await this.tokens.deleteById(hashToken(token)).catch(() => undefined);
    this.sessions.clear();
    if (memberId !== undefined) await this.packager.releaseHeldBy(memberId);
  }

  /**
   * The active member holding a valid token, or undefined: the token must be unexpired and its
   * member active. One query, reused for a few seconds (SessionCache).
   */
  async memberForToken(token: string): Promise<Member | undefined> {
    const tokenHash = hashToken(token);
    const cached = this.sessions.get(tokenHash);
    if (cached) return cached;
    const version = this.sessions.version;
    const found = await this.tokens.memberForToken(tokenHash);
    if (!found) return undefined;
    this.sessions.set(tokenHash, found.member, found.expiresAt, version);
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
      if (existing) await this.credentials.updateById(existing.id!, {passwordHash, salt, updatedAt: new Date()}, options);
      else await this.credentials.create({memberId, passwordHash, salt, updatedAt: new Date()}, options);
      // Changing a password ends the member's other sessions.
      await this.tokens.deleteAll({memberId}, options);
      await this.audit.record({memberId: actorId, action: 'password', model: 'Member', modelId: memberId}, options);
    });
    this.sessions.clear();
  }

  /**
   * First start: creates the admin named by INITIAL_ADMIN_* when no member exists yet. Its username
   * and password follow the same rules as any member's; otherwise the start fails saying which.
   */
  async ensureInitialAdmin(admin?: {username: string; password: string}) {
    if (!admin || (await this.members.count()).count > 0) return;
    const parsed = memberSchema.shape.username.safeParse(admin.username);
    if (!parsed.success) throw new Error(`INITIAL_ADMIN_USERNAME is not accepted: ${parsed.error.issues[0].message}`);
    const problem = passwordProblem(admin.password, parsed.data);
    if (problem) throw new Error(`INITIAL_ADMIN_PASSWORD is not accepted: ${problem}`);
    const member = await this.members.create({
      name: parsed.data,
      username: parsed.data,
      admin: true,
      isActive: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await this.setPassword(member.id!, admin.password, null);
  }
}
