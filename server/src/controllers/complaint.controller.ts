import {BindingScope, inject, injectable} from '@loopback/core';
import {get, param, post, put, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {ComplaintCloseOrderForm, ComplaintCreateForm, ComplaintEditForm, ComplaintListQuery} from '@karat/shared';
import type {MemberProfile} from '../security/principal';
import type {ComplaintService} from '../services/complaint.service';
import {
  closedOrderSchema,
  complaintCloseOrderBody,
  complaintEditBody,
  complaintHistorySchema,
  complaintListBody,
  complaintPageSchema,
  complaintRegisterBody,
  complaintSchema,
} from '../specs/complaints.specs';
import {IDEMPOTENT, json, limitParam, skipParam} from '../specs/helpers';
import {COMPLAINT_SERVICE} from '../keys';

/** Complaints (spec 02 §2 "Complaints", §7 "Complaints"; API.md `ComplaintHandlers/...`, paths kept from the old system). */
@injectable({scope: BindingScope.SINGLETON})
export class ComplaintController {
  constructor(@inject(COMPLAINT_SERVICE) private complaints: ComplaintService) {}

  @post('/ComplaintHandlers/register', {
    [IDEMPOTENT]: true,
    operationId: 'registerComplaint',
    responses: {'200': {description: 'The complaint, with its number', ...json(complaintSchema)}},
  })
  async register(@requestBody(complaintRegisterBody) form: ComplaintCreateForm, @inject(SecurityBindings.USER) user: MemberProfile) {
    return this.complaints.register(form, user.id);
  }

  @post('/ComplaintHandlers/list', {
    operationId: 'listComplaints',
    responses: {'200': {description: 'A page of complaints, newest first, and how many match', ...json(complaintPageSchema)}},
  })
  async list(@requestBody(complaintListBody) query: ComplaintListQuery) {
    return this.complaints.list(query);
  }

  @get('/ComplaintHandlers/{id}', {
    operationId: 'getComplaint',
    responses: {'200': {description: 'The complaint with its client and order', ...json(complaintSchema)}},
  })
  async show(@param.path.integer('id') id: number) {
    return this.complaints.show(id);
  }

  @put('/ComplaintHandlers/{id}', {
    [IDEMPOTENT]: true,
    operationId: 'updateComplaint',
    responses: {'200': {description: 'The complaint as saved', ...json(complaintSchema)}},
  })
  async update(
    @param.path.integer('id') id: number,
    @requestBody(complaintEditBody) form: ComplaintEditForm,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.complaints.update(id, form, user.id);
  }

  @get('/ComplaintHandlers/{id}/history', {
    operationId: 'getComplaintHistory',
    responses: {'200': {description: "A page of the complaint's history, newest first", ...json(complaintHistorySchema)}},
  })
  async history(@param.path.integer('id') id: number, @limitParam() limit?: number, @skipParam() skip?: number) {
    return this.complaints.history(id, limit, skip);
  }

  @post('/ComplaintHandlers/order/{orderId}/close', {
    [IDEMPOTENT]: true,
    operationId: 'closeComplaintOrder',
    responses: {'200': {description: 'The closed order', ...json(closedOrderSchema)}},
  })
  async closeOrder(
    @param.path.integer('orderId') orderId: number,
    @requestBody(complaintCloseOrderBody) form: ComplaintCloseOrderForm,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.complaints.closeOrder(orderId, form, user.id);
  }
}
