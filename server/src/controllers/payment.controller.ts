import {BindingScope, inject, injectable} from '@loopback/core';
import {get, param, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {PayerCountry} from '@karat/shared';
import type {MemberProfile} from '../security/principal';
import type {PaymentRequest, PaymentService} from '../services/payment.service';
import {FileAnswer} from '../specs/answers';
import {deskSortParam, IDEMPOTENT, json, searchParam, skipParam} from '../specs/helpers';
import {
  payerCountryParamSchema,
  payerOrderPageSchema,
  payerTeamParamSchema,
  paymentAnswerSchema,
  paymentFilePageSchema,
  payerSettingsSchema,
  paymentFileSchema,
  paymentFileShowSchema,
  paymentPreviewAnswerSchema,
  paymentPreviewBody,
  paymentReturnAnswerSchema,
  paymentReturnBody,
  paymentRequestBody,
} from '../specs/payments.specs';
import {PAYMENT_SERVICE} from '../keys';

/** A payer list shows up to 1000 orders at once, so a whole batch can be chosen on one page. */
const pageParam = () => param.query.integer('limit', {schema: {type: 'integer', minimum: 1, maximum: 1000}});

/** The payer (spec 02 §2 "Payer", §4 "Payment", §7 "Payment"; API.md Payments, `POST payment-xml/generate/{finnish|sweden}`). */
@injectable({scope: BindingScope.SINGLETON})
export class PaymentController {
  constructor(@inject(PAYMENT_SERVICE) private payments: PaymentService) {}

  @post('/Payments', {
    [IDEMPOTENT]: true,
    operationId: 'createPayment',
    responses: {'200': {description: 'The payment batch: its record (PaymentXML) and the link of its file', ...json(paymentAnswerSchema)}},
  })
  async pay(@requestBody(paymentRequestBody) request: PaymentRequest, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.payments.pay(request, user.id);
  }

  @post('/payment-xml/generate/{generator}', {
    operationId: 'previewPayment',
    responses: {
      '200': {
        description: 'What a batch of these orders would carry: lines, total, warnings (never a bank file; nothing is paid)',
        ...json(paymentPreviewAnswerSchema),
      },
    },
  })
  async preview(
    @param.path.string('generator', {schema: {type: 'string', maxLength: 40}, description: 'finnish or sweden'}) generator: string,
    @requestBody(paymentPreviewBody) request: {orderIds: number[]},
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.payments.preview(generator, request.orderIds, user.id);
  }

  @get('/payer/settings', {
    operationId: 'getPayerSettings',
    responses: {'200': {description: 'Whether the files are made from demo accounts, and who pays the UK fee', ...json(payerSettingsSchema)}},
  })
  async settings() {
    return this.payments.payerSettings();
  }

  @post('/payer/files/{id}/sent', {
    operationId: 'markPaymentFileSent',
    responses: {'200': {description: 'The batch, marked sent to the bank', ...json(paymentFileSchema)}},
  })
  async sent(@param.path.integer('id') id: number, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.payments.markSent(id, user.id);
  }

  @post('/payer/returns', {
    operationId: 'registerPaymentReturn',
    responses: {'200': {description: 'The order, unpaid and waiting for a new approval; the batch it was returned from', ...json(paymentReturnAnswerSchema)}},
  })
  async registerReturn(@requestBody(paymentReturnBody) request: {orderId: number; reason: string}, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.payments.registerReturn(request.orderId, request.reason, user.id);
  }

  @get('/payer/orders/{country}', {
    operationId: 'listPayableOrders',
    responses: {'200': {description: "The country's payable orders, by order number: what the list shows of each", ...json(payerOrderPageSchema)}},
  })
  async payable(
    @param.path.string('country', {schema: payerCountryParamSchema}) country: PayerCountry,
    @pageParam() limit: number | undefined,
    @skipParam() skip: number | undefined,
    @searchParam() q: string | undefined,
    @deskSortParam() sort: string | undefined,
  ) {
    return this.payments.payable({country}, limit ?? 200, skip ?? 0, q, sort);
  }

  @get('/payer/donations/{team}', {
    operationId: 'listPayableDonations',
    responses: {'200': {description: "The team's payable donations, by order number: what the list shows of each", ...json(payerOrderPageSchema)}},
  })
  async donations(
    @param.path.string('team', {schema: payerTeamParamSchema}) team: string,
    @pageParam() limit: number | undefined,
    @skipParam() skip: number | undefined,
    @searchParam() q: string | undefined,
    @deskSortParam() sort: string | undefined,
  ) {
    return this.payments.payable({donationTeam: team as never}, limit ?? 200, skip ?? 0, q, sort);
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
  async download(
    @param.path.integer('id') id: number,
    @param.query.boolean('again', {description: 'The payer confirmed a second download of the file'}) again: boolean | undefined,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ): Promise<FileAnswer> {
    const file = await this.payments.download(id, again === true, user.id);
    return new FileAnswer({contentType: file.contentType, fileName: file.name, disposition: 'attachment', body: file.body});
  }
}
