import {BindingScope, inject, injectable} from '@loopback/core';
import {get, param, Response, RestBindings} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {DocumentFile} from '../documents';
import type {MemberProfile} from '../security/principal';
import {DocumentService, type DocumentFormat} from '../services/document.service';
import {DOCUMENT_SERVICE} from '../keys';
import {json} from '../specs/helpers';
import {documentFormatSchema, documentLinkSchema, labelAnswer, pdfAnswer} from '../specs/documents.specs';

/** Sends a document as it is (also the printing controller's test pages): inline, so a PDF opens in the browser's viewer. */
export function sendDocument(response: Response, file: DocumentFile): Response {
  response.status(200);
  response.setHeader('Content-Type', file.contentType);
  response.setHeader('Content-Disposition', `inline; filename="${file.filename}"`);
  response.setHeader('Content-Length', String(file.body.length));
  response.end(file.body);
  return response;
}

export const formatParam = () => param.query.string('format', {schema: documentFormatSchema});
const linkAnswer = {'200': {description: 'A link to the document, signed for the member, valid for 5 minutes', ...json(documentLinkSchema)}};

/**
 * The documents of an order, fetched with the member's token, or opened through
 * a link signed for the member (never the session token in an address).
 */
@injectable({scope: BindingScope.SINGLETON})
export class DocumentController {
  constructor(@inject(DOCUMENT_SERVICE) private documents: DocumentService) {}

  @get('/Orders/{id}/documents/carrier-label', {
    operationId: 'getCarrierLabel',
    responses: {'200': labelAnswer('The carrier label, 10 x 13 cm: PDF, or ZPL for 203 dpi')},
  })
  async carrierLabel(
    @param.path.integer('id') id: number,
    @formatParam() format: DocumentFormat | undefined,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ) {
    return sendDocument(response, await this.documents.carrierLabel(id, format ?? 'pdf'));
  }

  @get('/Orders/{id}/documents/carrier-label/link', {operationId: 'getCarrierLabelLink', responses: linkAnswer})
  carrierLabelLink(
    @param.path.integer('id') id: number,
    @formatParam() format: DocumentFormat | undefined,
    @inject(SecurityBindings.USER) member: MemberProfile,
  ) {
    return this.documents.link(member, 'carrier-label', id, format ?? 'pdf');
  }

  @get('/Orders/{id}/documents/invoice', {
    operationId: 'getInvoice',
    responses: {'200': pdfAnswer('What goes in the security bag, A4: the letter for a web order, else the invoice (the file name says which)')},
  })
  async invoice(@param.path.integer('id') id: number, @inject(RestBindings.Http.RESPONSE) response: Response) {
    return sendDocument(response, await this.documents.invoiceOrLetter(id));
  }

  @get('/Orders/{id}/documents/invoice/link', {operationId: 'getInvoiceLink', responses: linkAnswer})
  invoiceLink(@param.path.integer('id') id: number, @inject(SecurityBindings.USER) member: MemberProfile) {
    return this.documents.link(member, 'invoice', id, 'pdf');
  }

  @get('/Orders/{id}/documents/letter', {operationId: 'getLetter', responses: {'200': pdfAnswer('The letter of the order, A4')}})
  async letter(@param.path.integer('id') id: number, @inject(RestBindings.Http.RESPONSE) response: Response) {
    return sendDocument(response, await this.documents.letter(id));
  }

  @get('/Orders/{id}/documents/letter/link', {operationId: 'getLetterLink', responses: linkAnswer})
  letterLink(@param.path.integer('id') id: number, @inject(SecurityBindings.USER) member: MemberProfile) {
    return this.documents.link(member, 'letter', id, 'pdf');
  }

  @get('/Orders/{id}/documents/valuation-label', {
    operationId: 'getValuationLabel',
    responses: {'200': labelAnswer('The valuation label, 10 x 13 cm: PDF, or ZPL for 203 dpi')},
  })
  async valuationLabel(
    @param.path.integer('id') id: number,
    @formatParam() format: DocumentFormat | undefined,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ) {
    return sendDocument(response, await this.documents.valuationLabel(id, format ?? 'pdf'));
  }

  @get('/Orders/{id}/documents/valuation-label/link', {operationId: 'getValuationLabelLink', responses: linkAnswer})
  valuationLabelLink(
    @param.path.integer('id') id: number,
    @formatParam() format: DocumentFormat | undefined,
    @inject(SecurityBindings.USER) member: MemberProfile,
  ) {
    return this.documents.link(member, 'valuation-label', id, format ?? 'pdf');
  }

  @get('/documents/signed/{document}/{orderId}', {
    operationId: 'openSignedDocument',
    responses: {'200': labelAnswer('The document of a signed link (403 when it does not fit, 410 when it has expired)')},
  })
  async signed(
    @param.path.string('document', {schema: {type: 'string', maxLength: 40}}) document: string,
    @param.path.integer('orderId') orderId: number,
    @param.query.string('format', {schema: {type: 'string', maxLength: 10}}) format: string | undefined,
    @param.query.integer('member') member: number | undefined,
    @param.query.number('expires', {schema: {type: 'number', minimum: 0, maximum: 1e15}}) expires: number | undefined,
    @param.query.string('signature', {schema: {type: 'string', maxLength: 100}}) signature: string | undefined,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ) {
    return sendDocument(response, await this.documents.openLink(document, orderId, {format, member, expires, signature}));
  }
}
