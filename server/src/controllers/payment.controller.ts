import {BindingScope, inject, injectable} from '@loopback/core';
import {get, param, post, requestBody, Response, RestBindings} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {PayerCountry} from '@karat/shared';
import type {PreviewItem} from '../domain';
import type {MemberProfile} from '../security/principal';
import type {PaymentRequest, PaymentService} from '../services/payment.service';
import {IDEMPOTENT, json, skipParam} from '../specs/helpers';
import {body} from '../specs/orders.specs';
import {
  payerCountryParamSchema,
  payerOrderPageSchema,
  payerTeamParamSchema,
  paymentAnswerSchema,
  paymentFilePageSchema,
  paymentFileShowSchema,
  paymentPreviewSchema,
  paymentRequestSchema,
} from '../specs/payments.specs';
import {PAYMENT_SERVICE} from '../keys';

/** A payer list shows up to 1000 orders at once, so a whole batch can be chosen on one page. */
const pageParam = () => param.query.integer('limit', {schema: {type: 'integer', minimum: 1, maximum: 1000}});

/** The payer (spec 02 §2, §4, §7; API.md Payments, `POST payment-xml/generate/{finnish|sweden}`). */
@injectable({scope: BindingScope.SINGLETON})
export class PaymentController {
  constructor(@inject(PAYMENT_SERVICE) private payments: PaymentService) {}

  @post('/Payments', {
    [IDEMPOTENT]: true,
    operationId: 'createPayment',
    responses: {'200': {description: 'The payment batch: its record (PaymentXML) and the link of its file', ...json(paymentAnswerSchema)}},
  })
  async pay(@requestBody(body(paymentRequestSchema)) request: PaymentRequest, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.payments.pay(request, user.id);
  }

  @post('/payment-xml/generate/{generator}', {
    operationId: 'generatePaymentXml',
    responses: {'200': {description: 'The pain.001.001.09 XML of the list; nothing is paid', content: {'application/xml': {schema: {type: 'string'}}}}},
  })
  async preview(
    @param.path.string('generator', {schema: {type: 'string', maxLength: 40}, description: 'finnish or sweden'}) generator: string,
    @requestBody(body(paymentPreviewSchema)) items: PreviewItem[],
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ) {
    const xml = this.payments.preview(generator, items);
    response.status(200).setHeader('Content-Type', 'application/xml; charset=utf-8');
    response.end(xml);
    return response;
  }

  @get('/payer/orders/{country}', {
    operationId: 'listPayableOrders',
    responses: {'200': {description: "The country's payable orders, by order number", ...json(payerOrderPageSchema)}},
  })
  async payable(
    @param.path.string('country', {schema: payerCountryParamSchema}) country: PayerCountry,
    @pageParam() limit: number | undefined,
    @skipParam() skip: number | undefined,
  ) {
    return this.payments.payable({country}, limit ?? 200, skip ?? 0);
  }

  @get('/payer/donations/{team}', {
    operationId: 'listPayableDonations',
    responses: {'200': {description: "The team's payable donations, by order number", ...json(payerOrderPageSchema)}},
  })
  async donations(
    @param.path.string('team', {schema: payerTeamParamSchema}) team: string,
    @pageParam() limit: number | undefined,
    @skipParam() skip: number | undefined,
  ) {
    return this.payments.payable({donationTeam: team as never}, limit ?? 200, skip ?? 0);
  }

  @get('/payer/files', {
    operationId: 'listPaymentFiles',
    responses: {'200': {description: 'The payment batches, newest first', ...json(paymentFilePageSchema)}},
  })
  async files(@pageParam() limit: number | undefined, @skipParam() skip: number | undefined) {
    return this.payments.list(limit ?? 50, skip ?? 0);
  }

  @get('/payer/files/{id}', {
    operationId: 'getPaymentFile',
    responses: {'200': {description: 'A payment batch and its orders', ...json(paymentFileShowSchema)}},
  })
  async file(@param.path.integer('id') id: number) {
    return this.payments.show(id);
  }

  @get('/payer/files/{id}/download', {
    operationId: 'downloadPaymentFile',
    responses: {
      '200': {
        description: 'The stored file: pain.001.001.09 XML or CSV',
        content: {'application/xml': {schema: {type: 'string'}}, 'text/csv': {schema: {type: 'string'}}},
      },
    },
  })
  async download(@param.path.integer('id') id: number, @inject(RestBindings.Http.RESPONSE) response: Response) {
    const file = await this.payments.download(id);
    response.status(200);
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Disposition', `attachment; filename="${file.name.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
    response.setHeader('Content-Length', String(file.body.length));
    response.setHeader('Cache-Control', 'no-store');
    response.end(file.body);
    return response;
  }
}
