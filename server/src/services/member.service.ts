import {BindingScope, inject, injectable} from '@loopback/core';
import {Options, repository} from '@loopback/repository';
import type {MemberCreateForm} from '@karat/shared/password-rules';
import {DbDataSource} from '../datasources/db.datasource';
import {usernameConflictError, type DomainError} from '../domain';
import {Member} from '../models';
import {MemberCredentialsRepository, MemberRepository} from '../repositories';
import {AuditService} from './audit.service';
import {hashPassword} from './password.service';
import {refuse} from './http-error';
import {inTransaction} from './transaction';
import {AUDIT_SERVICE, CLOCK, DB_DATASOURCE} from '../keys';
import type {Clock} from './clock';

@injectable({scope: BindingScope.SINGLETON})
export class MemberService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(MemberRepository) private members: MemberRepository,
    @repository(MemberCredentialsRepository) private credentials: MemberCredentialsRepository,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(CLOCK) private clock: Clock,
  ) {}

  /**
   * Creates a member and its credentials in one transaction; the password never reaches Member.
   * Takes the body as its contract (memberCreateSchema) parsed it: the username NFKC-normalised
   * and trimmed. A username taken in any case is refused by the database's unique index (409
   * usernameTaken, translateDbError).
   */
  async create(form: MemberCreateForm, actorId: number): Promise<Member> {
    const {password, ...fields} = form;
    const {passwordHash, salt} = await hashPassword(password);
    return inTransaction(this.ds, async options => {
      refuse(await this.usernameError(fields.username, undefined, options));
      const now = this.clock.now();
      const created = await this.members.create({...fields, createdAt: now, updatedAt: now}, options);
      await this.credentials.create({memberId: created.id!, passwordHash, salt, updatedAt: now}, options);
      const member = await this.members.findById(created.id!, {}, options);
      await this.audit.record({memberId: actorId, action: 'create', model: 'Member', modelId: member.id, after: member.toJSON()}, options);
      return member;
    });
  }

  /**
   * A username against the other members' (domain's usernameConflictError: no look-alike of one),
   * under the usernames' lock held to the end of the transaction in `options`, so two look-alikes
   * created at once cannot both pass. `memberId`: the member renamed (not compared with itself).
   */
  async usernameError(username: string, memberId: number | undefined, options: Options): Promise<DomainError | undefined> {
    await this.members.lockUsernames(options);
    return usernameConflictError(username, await this.members.usernamesExcept(memberId, options));
  }

  /** The generic edit's rule (PATCH /Members/{id}): a changed username gets the create's check. */
  async editError(before: Member, patch: Partial<Member>, options: Options): Promise<DomainError | undefined> {
    if (patch.username === undefined || patch.username === before.username) return undefined;
    return this.usernameError(patch.username, before.id, options);
  }
}
