import {createHash, createPrivateKey, sign, type KeyObject} from 'node:crypto';
import {BindingScope, inject, injectable} from '@loopback/core';
import {MESSAGES} from '@karat/shared';
import type {QzConfig} from '../config';
import {AUDIT_SERVICE, QZ_CONFIG} from '../keys';
import type {AuditService} from './audit.service';
import {httpError} from './http-error';

/**
 * QZ Tray's message signing (issue 15 item 6). QZ Tray 2.1 and later check an RSA signature with
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
    @inject(AUDIT_SERVICE) private audit: AuditService,
  ) {
    if (config.privateKey) this.key = createPrivateKey(config.privateKey);
  }

  certificate(): {certificate: string | null} {
    return {certificate: this.key && this.config.certificate ? this.config.certificate : null};
  }

  /**
   * The base64 RSA-SHA512 signature of the text QZ Tray asked to have signed. A signature lets a
   * printer print without asking anyone: each is audited (who, and the request's SHA-256, not its text).
   */
  async sign(request: string, memberId: number): Promise<{signature: string}> {
    if (!this.key) throw httpError(404, MESSAGES.qzSigningNotConfigured);
    const signature = sign('sha512', Buffer.from(request, 'utf8'), this.key).toString('base64');
    const sha256 = createHash('sha256').update(request, 'utf8').digest('hex');
    await this.audit.record({memberId, action: 'qz-sign', model: 'QzSignature', after: {sha256, length: request.length}});
    return {signature};
  }
}
