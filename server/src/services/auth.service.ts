import {createHash, randomBytes} from 'node:crypto';
import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {LIMITS, memberSchema, MESSAGES, normalizeUsername} from '@karat/shared';
import {passwordProblem, passwordSchemaFor} from '@karat/shared/password-rules';
import {DbDataSource} from '../datasources/db.datasource';
import {Member} from '../models';
import {AccessTokenRepository, MemberCredentialsRepository, MemberRepository} from '../repositories';
import {AuditService} from './audit.service';
import {dummyCredentials, hashPassword, verifyPassword} from './password.service';
import {selectList} from '../repositories/query/rows';
import {SessionCache} from './session-cache.service';
import {inTransaction} from './transaction';
import {validateWith} from './validation';
import {AUDIT_SERVICE, DB_DATASOURCE, SESSION_CACHE} from '../keys';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LoginAnswer {
  id: string;
  ttl: number;
  created: string;
  userId: number;
}

/** Addresses from which a username logged in successfully within this many days are trusted. */
const TRUSTED_ADDRESS_DAYS = 30;
/** Advisory lock classes (first key of pg_advisory_xact_lock(int, int)) of the login throttle. */
const LOCK_LOGIN_ADDRESS = 727_301;
const LOCK_LOGIN_USERNAME = 727_302;

@injectable({scope: BindingScope.SINGLETON})
export class AuthService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(MemberRepository) private members: MemberRepository,
    @repository(MemberCredentialsRepository) private credentials: MemberCredentialsRepository,
    @repository(AccessTokenRepository) private tokens: AccessTokenRepository,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(SESSION_CACHE) private sessions: SessionCache,
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
      await this.ds.execute('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_LOGIN_ADDRESS, address], options);
      await this.ds.execute('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_LOGIN_USERNAME, usernameKey], options);
      const [row] = (await this.ds.execute(
        `SELECT
           (SELECT count(*) FROM login_attempts WHERE address = $1 AND NOT succeeded AND createdat > $3)::int AS by_address,
           (SELECT count(*) FROM login_attempts WHERE lower(username) = lower($2) AND NOT succeeded AND createdat > $3)::int AS by_username,
           (SELECT count(*) FROM login_attempts WHERE lower(username) = lower($2) AND address = $1 AND NOT succeeded
                   AND createdat > $3)::int AS by_pair,
           EXISTS (SELECT 1 FROM login_attempts WHERE lower(username) = lower($2) AND address = $1 AND succeeded
                   AND createdat > $4) AS trusted`,
        [address, usernameKey, since, trustedSince],
        options,
      )) as {by_address: number; by_username: number; by_pair: number; trusted: boolean}[];
      const limit = LIMITS.loginFailuresAllowed;
      const blocked = row.trusted ? row.by_pair >= limit : row.by_address >= limit || row.by_username >= limit;
      if (blocked) throw new HttpErrors.TooManyRequests(MESSAGES.tooManyLogins);
      const [attempt] = (await this.ds.execute(
        'INSERT INTO login_attempts (username, address, succeeded) VALUES ($1, $2, false) RETURNING id',
        [usernameKey, address],
        options,
      )) as {id: string}[];
      return attempt.id;
    });
  }

  async login(rawUsername: string, password: string, address: string): Promise<LoginAnswer> {
    // The username as stored (NFKC, trimmed); the database compares it case-folded (username_key).
    const username = normalizeUsername(rawUsername);
    const [{key: usernameKey}] = (await this.ds.execute('SELECT username_key($1) AS key', [username])) as {key: string}[];
    const attemptId = await this.reserveAttempt(usernameKey, address);
    const [found] = (await this.ds.execute(`SELECT ${selectList(Member)} FROM members WHERE username_key(username) = $1`, [usernameKey])) as object[];
    const member = found ? new Member(found) : undefined;
    const creds = member ? await this.credentials.findOne({where: {memberId: member.id}}) : null;
    // Unknown members still pay for one scrypt, so timing does not reveal which usernames exist.
    const check = creds ?? (await dummyCredentials());
    const passwordOk = await verifyPassword(password, check.passwordHash, check.salt);
    const answer = member && creds && passwordOk && member.isActive ? await this.issueToken(member, attemptId) : undefined;
    if (!answer) throw new HttpErrors.Unauthorized(MESSAGES.loginFailed);
    return answer;
  }

  /**
   * A new token, only while the member is still active: the member row is share-locked with the
   * insert, so a deactivation either waits for this token and then deletes it (trigger of migration
   * 008) or commits first and no token is issued. The reserved attempt becomes a success in the
   * same statement. Undefined when the member was deactivated meanwhile.
   */
  private async issueToken(member: Member, attemptId: string): Promise<LoginAnswer | undefined> {
    const token = randomBytes(32).toString('base64url');
    const created = new Date();
    const ttl = LIMITS.tokenTtlSeconds;
    const rows = (await this.ds.execute(
      `WITH active AS (SELECT id FROM members WHERE id = $2 AND isactive FOR SHARE),
            success AS (UPDATE login_attempts SET succeeded = true WHERE id = $6 AND EXISTS (SELECT 1 FROM active))
       INSERT INTO access_tokens (id, memberid, ttl, created, expiresat) SELECT $1, id, $3, $4, $5 FROM active RETURNING id`,
      [hashToken(token), member.id, ttl, created, new Date(created.getTime() + ttl * 1000), attemptId],
    )) as unknown[];
    if (!rows.length) return undefined;
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
