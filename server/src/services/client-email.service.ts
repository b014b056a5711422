import {AUDIT_SERVICE, EMAIL_SENDER} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {HttpErrors} from '@loopback/rest';
import {emailLang, MESSAGES, REVIEW_EMAIL} from '@karat/shared';
import type {EmailSender} from '../adapters/email/email.adapter';
import type {AuditService} from './audit.service';
import {httpError} from './http-error';

/**
 * The review invitation (spec 02 §7 "Teller": `POST ClientEmails/send {email, lang}`): the catalogue's text of
 * the language through the e-mail adapter (SMTP in production, local by default). Every message is
 * recorded in the audit trail with its outcome; a refused one answers 424 with the server's reason.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ClientEmailService {
  constructor(
    @inject(EMAIL_SENDER) private sender: EmailSender,
    @inject(AUDIT_SERVICE) private audit: AuditService,
  ) {}

  async sendReviewInvitation(body: {email: string; lang: string}, memberId: number) {
    // The body as clientEmailSchema parsed it: a trimmed address and a language emailLang reads.
    const to = body.email;
    const lang = emailLang(body.lang);
    if (!lang) throw httpError(422, MESSAGES.unknownLanguage);
    const {subject, text} = REVIEW_EMAIL[lang];
    const record = {to, lang, subject, provider: this.sender.name};
    try {
      const result = await this.sender.send({to, subject, text});
      await this.audit.record({
        memberId,
        action: 'client-email',
        model: 'ClientEmail',
        after: {...record, status: 'sent', messageId: result.messageId ?? null},
      });
      return {sent: true, provider: result.provider, messageId: result.messageId ?? null};
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await this.audit.record({memberId, action: 'client-email', model: 'ClientEmail', after: {...record, status: 'failed', error: reason}});
      throw Object.assign(new HttpErrors.FailedDependency(`E-mail not sent: ${reason}`), {code: 'EMAIL_FAILED'});
    }
  }
}
