import {randomBytes} from 'node:crypto';
import {BindingScope, inject, injectable} from '@loopback/core';
import {Options, repository} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {FIRST_RUN_MESSAGES, memberSchema} from '@karat/shared';
import {firstAdminSchema, passwordProblem, type FirstAdminForm} from '@karat/shared/password-rules';
import {DbDataSource} from '../datasources/db.datasource';
import {AUDIT_SERVICE, AUTH_SERVICE, CLOCK, DB_DATASOURCE} from '../keys';
import {MemberCredentialsRepository, MemberRepository, SetupTokenRepository} from '../repositories';
import {AuditService} from './audit.service';
import {hashToken, type AuthService, type LoginAnswer} from './auth.service';
import type {Clock} from './clock';
import {hashPassword} from './password.service';
import {inTransaction} from './transaction';

/**
 * The first admin. A scripted install names it (INITIAL_ADMIN_*); otherwise, while no member
 * exists, each starting server prints a one-time link (its token kept only as a hash) that creates
 * the first admin once, under the member rules; every link dies with that admin.
 */
@injectable({scope: BindingScope.SINGLETON})
export class FirstRunService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(SetupTokenRepository) private setupTokens: SetupTokenRepository,
    @repository(MemberRepository) private members: MemberRepository,
    @repository(MemberCredentialsRepository) private credentials: MemberCredentialsRepository,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(AUTH_SERVICE) private auth: AuthService,
    @inject(CLOCK) private clock: Clock,
  ) {}

  /**
   * First start of a scripted install: creates the admin named by INITIAL_ADMIN_* when no member
   * exists yet. Its username and password follow the member rules; otherwise the start fails saying which.
   */
  async ensureInitialAdmin(admin?: {username: string; password: string}) {
    if (!admin || !(await this.setupNeeded())) return;
    const parsed = memberSchema.shape.username.safeParse(admin.username);
    if (!parsed.success) throw new Error(`INITIAL_ADMIN_USERNAME is not accepted: ${parsed.error.issues[0].message}`);
    const problem = passwordProblem(admin.password, parsed.data);
    if (problem) throw new Error(`INITIAL_ADMIN_PASSWORD is not accepted: ${problem}`);
    await inTransaction(this.ds, async options => {
      await this.setupTokens.lock(options);
      if (await this.setupTokens.noMemberYet(options)) await this.createAdmin(parsed.data, admin.password, options);
    });
  }

  /** Whether the setup link is still needed (no member yet): the login page says where to find it. */
  async setupNeeded(): Promise<boolean> {
    return this.setupTokens.noMemberYet();
  }

  /** A new one-time token while no member exists (undefined once one does); the caller prints its link. */
  async openSetup(): Promise<string | undefined> {
    if (!(await this.setupNeeded())) return undefined;
    const token = randomBytes(32).toString('base64url');
    await this.setupTokens.add(hashToken(token));
    return token;
  }

  /** The link's form: creates the first admin, ends every link, and signs the admin in. */
  async completeSetup(form: FirstAdminForm, address: string): Promise<LoginAnswer> {
    const {token, username, password} = firstAdminSchema.parse(form);
    await inTransaction(this.ds, async options => {
      await this.setupTokens.lock(options);
      if (!(await this.setupTokens.noMemberYet(options))) throw new HttpErrors.Conflict(FIRST_RUN_MESSAGES.alreadySetUp);
      if (!(await this.setupTokens.exists(hashToken(token), options))) throw new HttpErrors.Forbidden(FIRST_RUN_MESSAGES.invalidLink);
      await this.createAdmin(username, password, options);
    });
    return this.auth.login(username, password, address);
  }

  private async createAdmin(username: string, password: string, options: Options) {
    const {passwordHash, salt} = await hashPassword(password);
    const now = this.clock.now();
    const member = await this.members.create({name: username, username, admin: true, isActive: true, createdAt: now, updatedAt: now}, options);
    await this.credentials.create({memberId: member.id!, passwordHash, salt, updatedAt: now}, options);
    await this.setupTokens.removeAll(options);
    await this.audit.record({memberId: null, action: 'create', model: 'Member', modelId: member.id, after: {username, admin: true}}, options);
  }
}
