import {createHash, randomBytes} from 'node:crypto';
import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {escapeLike, LIMITS, MESSAGES} from '@karat/shared';
import {DbDataSource} from '../datasources/db.datasource';
import {Member} from '../models';
import {AccessTokenRepository, MemberCredentialsRepository, MemberRepository} from '../repositories';
import {AuditService} from './audit.service';
import {dummyCredentials, hashPassword, verifyPassword} from './password.service';
import {selectList} from './rows';
import {SessionCache} from './session-cache.service';
import {inTransaction} from './transaction';

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
    @inject('datasources.db') private ds: DbDataSource,
    @repository(MemberRepository) private members: MemberRepository,
    @repository(MemberCredentialsRepository) private credentials: MemberCredentialsRepository,
    @repository(AccessTokenRepository) private tokens: AccessTokenRepository,
    @inject('services.AuditService') private audit: AuditService,
    @inject('services.SessionCache') private sessions: SessionCache,
  ) {}

  /**
   * Throttle, 10 failures in 15 minutes: from one address blocks that address, on one username
   * blocks that username. A username that logged in from this address lately is trusted there and
   * only its own failures from there count, so neither an attacker elsewhere nor colleagues'
   * typos behind the same office address lock the real member out.
   */
  private async assertNotThrottled(username: string, address: string) {
    const since = new Date(Date.now() - LIMITS.loginFailureWindowMinutes * 60_000);
    const trustedSince = new Date(Date.now() - TRUSTED_ADDRESS_DAYS * 86_400_000);
    const [row] = (await this.ds.execute(
      `SELECT
         (SELECT count(*) FROM login_attempts WHERE address = $1 AND NOT succeeded AND createdat > $3)::int AS by_address,
         (SELECT count(*) FROM login_attempts WHERE lower(username) = lower($2) AND NOT succeeded AND createdat > $3)::int AS by_username,
         (SELECT count(*) FROM login_attempts WHERE lower(username) = lower($2) AND address = $1 AND NOT succeeded
                 AND createdat > $3)::int AS by_pair,
         EXISTS (SELECT 1 FROM login_attempts WHERE lower(username) = lower($2) AND address = $1 AND succeeded
                 AND createdat > $4) AS trusted`,
      [address, username, since, trustedSince],
    )) as {by_address: number; by_username: number; by_pair: number; trusted: boolean}[];
    const limit = LIMITS.loginFailuresAllowed;
    const blocked = row.trusted ? row.by_pair >= limit : row.by_address >= limit || row.by_username >= limit;
    if (blocked) {
      throw new HttpErrors.TooManyRequests(MESSAGES.tooManyLogins);
    }
  }

  async login(username: string, password: string, address: string): Promise<LoginAnswer> {
    await this.assertNotThrottled(username, address);
    const member = await this.members.findOne({where: {username: {ilike: escapeLike(username)}}});
    const creds = member ? await this.credentials.findOne({where: {memberId: member.id}}) : null;
    // Unknown members still pay for one scrypt, so timing does not reveal which usernames exist.
    const check = creds ?? (await dummyCredentials());
    const passwordOk = await verifyPassword(password, check.passwordHash, check.salt);
    const ok = Boolean(member && creds && passwordOk && member.isActive);
    await this.ds.execute('INSERT INTO login_attempts (username, address, succeeded) VALUES ($1, $2, $3)', [
      username,
      address,
      ok,
    ]);
    if (!ok) throw new HttpErrors.Unauthorized(MESSAGES.loginFailed);
    return this.issueToken(member!);
  }

  private async issueToken(member: Member): Promise<LoginAnswer> {
    const token = randomBytes(32).toString('base64url');
    const created = new Date();
    const ttl = LIMITS.tokenTtlSeconds;
    await this.tokens.create({
      id: hashToken(token),
      memberId: member.id!,
      ttl,
      created,
      expiresAt: new Date(created.getTime() + ttl * 1000),
    });
    return {id: token, ttl, created: created.toISOString(), userId: member.id!};
  }

  async logout(token: string) {
    await this.tokens.deleteById(hashToken(token)).catch(() => undefined);
    this.sessions.clear();
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
    const rows = (await this.ds.execute(
      `SELECT ${selectList(Member)}, (SELECT expiresat FROM access_tokens WHERE id = $1) AS "tokenExpiresAt" FROM members
        WHERE id = (SELECT memberid FROM access_tokens WHERE id = $1 AND expiresat > now()) AND isactive`,
      [tokenHash],
    )) as (object & {tokenExpiresAt: Date})[];
    if (!rows.length) return undefined;
    const {tokenExpiresAt, ...fields} = rows[0];
    const member = new Member(fields);
    this.sessions.set(tokenHash, member, tokenExpiresAt, version);
    return member;
  }

  async setPassword(memberId: number, password: string, actorId: number | null) {
    if (typeof password !== 'string' || password.length < LIMITS.passwordMin) {
      throw new HttpErrors.UnprocessableEntity(MESSAGES.passwordMin);
    }
    const {passwordHash, salt} = await hashPassword(password);
    await inTransaction(this.ds, async options => {
      const member = await this.members.findOne({where: {id: memberId}}, options);
      if (!member) throw new HttpErrors.NotFound('Member not found');
      const existing = await this.credentials.findOne({where: {memberId}}, options);
      if (existing) await this.credentials.updateById(existing.id!, {passwordHash, salt, updatedAt: new Date()}, options);
      else await this.credentials.create({memberId, passwordHash, salt, updatedAt: new Date()}, options);
      // Changing a password ends the member's other sessions.
      await this.tokens.deleteAll({memberId}, options);
      await this.audit.record({memberId: actorId, action: 'password', model: 'Member', modelId: memberId}, options);
    });
    this.sessions.clear();
  }

  /** First start: creates the admin named by INITIAL_ADMIN_* when no member exists yet. */
  async ensureInitialAdmin(admin?: {username: string; password: string}) {
    if (!admin || (await this.members.count()).count > 0) return;
    const member = await this.members.create({
      name: admin.username,
      username: admin.username,
      admin: true,
      isActive: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await this.setPassword(member.id!, admin.password, null);
  }
}
