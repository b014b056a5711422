import {createHash, createPrivateKey, sign, type KeyObject} from 'node:crypto';
import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {MESSAGES} from '@karat/shared';
import type {QzConfig} from '../config';
import type {DbDataSource} from '../datasources/db.datasource';
import {decideQzSignature, qzSigningWindow} from '../domain';
import {AUDIT_SERVICE, CLOCK, DB_DATASOURCE, QZ_CONFIG} from '../keys';
import {AuditEntryRepository} from '../repositories';
import type {AuditService} from './audit.service';
import type {Clock} from './clock';
import {decided, httpError} from './http-error';
import {inTransaction} from './transaction';

const QZ_SIGN = 'qz-sign';

/**
 * QZ Tray's message signing. QZ Tray 2.1 and later check an RSA signature with
 * SHA-512 (the client sets `qz.security.setSignatureAlgorithm('SHA512')`) of each request it is sent,
 * by the key of the certificate the page gave it; with both configured it prints without asking.
 * Without them there is nothing to sign with: the client then sets no promises and QZ Tray asks the
 * operator to allow the site.
 */
@injectable({scope: BindingScope.SINGLETON})
export class QzSigningService {
  private key?: KeyObject;

  constructor(
    @inject(QZ_CONFIG) private config: QzConfig,
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @repository(AuditEntryRepository) private audits: AuditEntryRepository,
    @inject(CLOCK) private clock: Clock,
  ) {
    if (config.privateKey) this.key = createPrivateKey(config.privateKey);
  }

  certificate(): {certificate: string | null} {
    return {certificate: this.key && this.config.certificate ? this.config.certificate : null};
  }

  /**
   * The base64 RSA-SHA512 signature of the QZ Tray request (domain/qz-signing.ts: QZ Tray's own
   * request shapes only, at a desk's rate). A signature lets a printer print without asking anyone:
   * each is audited (who, and the request's SHA-256, not its text), and the member's signatures of
   * the last minute are counted from those entries under the member's lock, so parallel requests
   * at the limit cannot both pass it, whichever server answers them.
   */
  async sign(request: string, memberId: number): Promise<{signature: string}> {
    const key = this.key;
    if (!key) throw httpError(404, MESSAGES.qzSigningNotConfigured);
    return inTransaction(this.ds, async options => {
      await this.audits.lockLimit('qzSignatures', memberId, options);
      const recent = await this.audits.memberActionTotals(memberId, QZ_SIGN, qzSigningWindow(this.clock.now()), options);
      decided(decideQzSignature(request, recent.count));
      const signature = sign('sha512', Buffer.from(request, 'utf8'), key).toString('base64');
      const sha256 = createHash('sha256').update(request, 'utf8').digest('hex');
      await this.audit.record({memberId, action: QZ_SIGN, model: 'QzSignature', after: {sha256, length: request.length}}, options);
      return {signature};
    });
  }
}
