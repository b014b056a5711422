import {BindingScope, inject, injectable} from '@loopback/core';
import {SecurityBindings} from '@loopback/security';
import type {MemberProfile} from '../security/principal';
import {get, param, post, requestBody, Response, RestBindings} from '@loopback/rest';
import {DocumentService, type DocumentFormat} from '../services/document.service';
import {QzSigningService} from '../services/qz-signing.service';
import {DOCUMENT_SERVICE, QZ_SIGNING_SERVICE} from '../keys';
import {json} from '../specs/helpers';
import {labelAnswer, qzCertificateSchema, qzSignatureSchema, qzSignRequestBody} from '../specs/documents.specs';
import {formatParam, sendDocument} from './document.controller';

/** Printing through QZ Tray: test pages and the signing of QZ Tray's requests. */
@injectable({scope: BindingScope.SINGLETON})
export class PrintingController {
  constructor(
    @inject(DOCUMENT_SERVICE) private documents: DocumentService,
    @inject(QZ_SIGNING_SERVICE) private qz: QzSigningService,
  ) {}

  @get('/printing/test-page', {
    operationId: 'getPrinterTestPage',
    responses: {'200': labelAnswer("A printer's test page: the label printer's (PDF or ZPL) or the A4 printer's (PDF)")},
  })
  async testPage(
    @param.query.string('kind', {required: true, schema: {type: 'string', enum: ['label', 'a4']}}) kind: 'label' | 'a4',
    @formatParam() format: DocumentFormat | undefined,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ) {
    return sendDocument(response, await this.documents.testPage(kind, format ?? 'pdf'));
  }

  @get('/printing/qz/certificate', {
    operationId: 'getQzCertificate',
    responses: {'200': {description: "The certificate of QZ Tray's signing", ...json(qzCertificateSchema)}},
  })
  certificate() {
    return this.qz.certificate();
  }

  @post('/printing/qz/sign', {
    operationId: 'signQzRequest',
    responses: {
      '200': {
        description: 'The signature (404 when signing is not configured; 400 for a text that is not a QZ Tray request; 429 above the per-member rate a minute)',
        ...json(qzSignatureSchema),
      },
    },
  })
  sign(@requestBody(qzSignRequestBody) body: {request: string}, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.qz.sign(body.request, user.id);
  }
}
