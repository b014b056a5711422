import {BindingScope, inject, injectable} from '@loopback/core';
import {Options, repository} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {smsLimitWindows, smsRecipient} from '@karat/shared';
import {SmsProvider} from '../adapters/sms/sms.adapter';
import {SmsLog} from '../models';
import {SmsLogRepository} from '../repositories';
import {AuditService} from './audit.service';
import {Clock} from './clock';
import {AUDIT_SERVICE, CLOCK, SMS_PROVIDER} from '../keys';

export interface SendInput {
  to: string | null | undefined;
  /** The country of a national number in `to` (its calling code); none for an international one. */
  country?: string | null;
  message: string;
  kind: string;
  orderId?: number | null;
  memberId: number;
}

/**
 * Sends through the configured provider. Every message is first stored as queued, then marked sent
 * or failed with the provider's reason, so the log shows exactly what reached the provider.
 */
@injectable({scope: BindingScope.SINGLETON})
export class SmsService {
  constructor(
    @repository(SmsLogRepository) private logs: SmsLogRepository,
    @inject(SMS_PROVIDER) private provider: SmsProvider,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(CLOCK) private clock: Clock,
  ) {}

  async send(input: SendInput): Promise<SmsLog> {
    return this.deliver(await this.queue(input), input.memberId);
  }

  /**
   * What the SMS limits count (shared's smsLimitProblem): the messages of `kind` not failed, of the
   * order within its window and of the member within theirs. Holds the member's SMS lock until the
   * transaction in `options` ends (the caller holds the order's row lock), so two parallel sends at a
   * limit cannot both count the log before either is in it.
   */
  async sentWithinLimits(kind: string, orderId: number, memberId: number, now: Date, options: Options): Promise<{perOrder: number; perMember: number}> {
    await this.logs.lockMemberSends(memberId, options);
    const {orderSince, memberSince} = smsLimitWindows(now);
    return this.logs.countSent(kind, {id: orderId, since: orderSince}, {id: memberId, since: memberSince}, options);
  }

  /**
   * Stores the message as queued (in the caller's transaction when given): a limit that counts the
   * log sees it from the moment that transaction commits, before the provider is asked.
   */
  async queue(input: SendInput, options?: Options): Promise<SmsLog> {
    // Shared's SMS phone rule: the number in its international digits, or the reason there is none.
    const recipient = smsRecipient(input.to, input.country);
    if ('error' in recipient) throw new HttpErrors.UnprocessableEntity(recipient.error);
    return this.logs.create(
      {
        to: recipient.to,
        message: input.message,
        kind: input.kind,
        status: 'queued',
        provider: this.provider.name,
        orderId: input.orderId ?? null,
        memberId: input.memberId,
        createdAt: this.clock.now(),
      },
      options,
    );
  }

  /** Hands a queued message to the provider (outside any transaction) and records the outcome. */
  async deliver(log: SmsLog, memberId: number): Promise<SmsLog> {
    let failure: Error | undefined;
    try {
      const result = await this.provider.send({to: log.to, message: log.message});
      await this.logs.updateById(log.id!, {status: 'sent', sentAt: this.clock.now(), providerMessageId: result.providerMessageId ?? null});
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await this.logs.updateById(log.id!, {status: 'failed', error: reason});
      // 424, not 502: LoopBack hides 5xx messages, and staff must see why the message failed.
      failure = Object.assign(new HttpErrors.FailedDependency(`Message not sent: ${reason}`), {code: 'SMS_FAILED', details: {smsLogId: log.id}});
    }
    const stored = await this.logs.findById(log.id!);
    await this.audit.record({memberId, action: 'sms', model: 'SmsLog', modelId: stored.id, after: stored.toJSON()});
    if (failure) throw failure;
    return stored;
  }
}
