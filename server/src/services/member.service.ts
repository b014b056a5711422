import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import type {MemberCreateForm} from '@karat/shared/password-rules';
import {DbDataSource} from '../datasources/db.datasource';
import {Member} from '../models';
import {MemberCredentialsRepository, MemberRepository} from '../repositories';
import {AuditService} from './audit.service';
import {hashPassword} from './password.service';
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
      const now = this.clock.now();
      const created = await this.members.create({...fields, createdAt: now, updatedAt: now}, options);
      await this.credentials.create({memberId: created.id!, passwordHash, salt, updatedAt: now}, options);
      const member = await this.members.findById(created.id!, {}, options);
      await this.audit.record({memberId: actorId, action: 'create', model: 'Member', modelId: member.id, after: member.toJSON()}, options);
      return member;
    });
  }
}
