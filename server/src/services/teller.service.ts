import {AUDIT_SERVICE, BUSINESS_TZ, CALLBACK_PHONES, CLOCK, DB_DATASOURCE, SMS_SERVICE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {Options, repository} from '@loopback/repository';
import {DateTime} from 'luxon';
import {
  LIST_CLIENT_FIELDS,
  LIST_MEMBER_FIELDS,
  maskPersonalIdentityNumber,
  MESSAGES,
  normalizedClientInputs,
  packagerLanguage,
  PAYEE_MESSAGES,
  startOfBusinessDay,
  TELLER_QUEUE_FIELDS,
  TELLER_TODAY_FIELDS,
  type CallbackPhones,
  type TellerSmsKind,
} from '@karat/shared';
import {
  ARRIVAL_SMS_LANGUAGES,
  TELLER_LIST_KINDS,
  TELLER_MESSAGES,
  tellerApprovalProblem,
  tellerClientSchema,
  type TellerAction,
  type TellerClientForm,
  type TellerListKind,
} from '@karat/shared/teller';
import {DbDataSource} from '../datasources/db.datasource';
import {
  decideArrivalOutcome,
  decideArrivalSms,
  decideBankDetailsChange,
  decideDidNotAnswer,
  decideNoAnswerSms,
  decideReturnToValuation,
  decideTellerClientEdit,
  decideTellerApprove,
  decideTellerSms,
  type TellerApproveInput,
  purchaseRecordOf,
  type ApproveDecision,
} from '../domain';
import {Client, Order, SmsLog} from '../models';
import {ClientRepository, includeFields, JsonText, MaterialRepository, OrderRepository, PurchaseRecordRepository, TellerRepository} from '../repositories';
import type {AuditService} from './audit.service';
import type {Clock} from './clock';
import {changedFields} from './changes';
import {decided, httpError} from './http-error';
import {changeLockedRecord, changeOrder} from './order-change';
import type {SmsService} from './sms.service';
import {deskPageAnswer, deskQuery} from './list-query';
import {inTransaction} from './transaction';
import {validateWith} from './validation';

export interface TellerCommand extends TellerApproveInput {
  action: TellerAction;
  revaluationMessageFromTeller?: string | null;
}

export interface BankDetailsAnswer {
  client: Client;
  /** The order was approved and unpaid: it waits for a new approval now. */
  reapprovalNeeded?: boolean;
  notice?: string;
}

export interface TellerAnswer {
  order: Order;
  sms?: SmsLog;
}

/** The bank details a teller saves to the order's client on leaving the page. */
export interface BankDetailsInput {
  iban?: string | null;
  bban?: string | null;
  ukSortCode?: string | null;
  ukAccountNumber?: string | null;
}

const INCLUDE = [{relation: 'client'}, {relation: 'caller'}, {relation: 'valuator'}];
/** A list row's client: its name and phone (shared's LIST_CLIENT_FIELDS). */
const LIST_CLIENT = includeFields('client', LIST_CLIENT_FIELDS);

/**
 * The teller (spec 02 §2 "Teller", §4 "Teller confirmation", §5 "Teller approval"). Every action locks the order (FOR UPDATE) and
 * decides on the locked row, so of two tellers approving one order the first wins and the second
 * gets 409 'Order is already approved by a teller'. Approve writes the order (isTellered, tellerDate,
 * tellerId, the offers, the purchase-note number of a Swedish purchase) and the client's bank
 * details in one transaction, each with its audit entry.
 */
@injectable({scope: BindingScope.SINGLETON})
export class TellerService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(ClientRepository) private clients: ClientRepository,
    @repository(TellerRepository) private teller: TellerRepository,
    @repository(PurchaseRecordRepository) private records: PurchaseRecordRepository,
    @repository(MaterialRepository) private materials: MaterialRepository,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(SMS_SERVICE) private sms: SmsService,
    @inject(CLOCK) private clock: Clock,
    @inject(BUSINESS_TZ) private businessTz: string,
    @inject(CALLBACK_PHONES) private callbackPhones: CallbackPhones,
  ) {}

  /** POST /Orders/{id}/teller. */
  async act(orderId: number, command: TellerCommand, memberId: number): Promise<TellerAnswer | JsonText> {
    const now = this.clock.now();
    const result = await inTransaction(this.ds, async options => {
      const order = await this.lock(orderId, options);
      const client = order.clientId ? await this.lockClient(order.clientId, options) : null;
      switch (command.action) {
        case 'approve': {
          const today = DateTime.fromJSDate(now, {zone: this.businessTz}).toISODate()!;
          // A Swedish seller's personnummer, once given, is the client's for the next purchase.
          const knownIdentity = client && order.country === 'sweden' ? await this.records.clientIdentity(client.id!, options) : null;
          const decision = decided(decideTellerApprove(order, client && {...client, personalIdentityNumber: knownIdentity}, command, memberId, now, today));
          const change: Partial<Order> = {...decision.order} as Partial<Order>;
          if (decision.purchaseNote) change.purchaseNoteNumber = order.purchaseNoteNumber ?? (await this.records.nextPurchaseNoteNumber(options));
          const clientAfter =
            decision.client && client ? await this.writeClient(client, decision.client, 'teller-bank-details', memberId, options, now) : client;
          const approved = await changeOrder(this.orders, order, change, 'teller-approve', memberId, options, now);
          if (decision.identity && clientAfter) await this.recordPurchase(approved, clientAfter, decision.identity, memberId, now, options);
          return {order: approved};
        }
        case 'returnToValuation': {
          const change = decided(decideReturnToValuation(order, command.revaluationMessageFromTeller));
          return {order: await changeOrder(this.orders, order, change as Partial<Order>, 'teller-return-to-valuation', memberId, options, now)};
        }
        case 'didNotAnswer': {
          const change = decided(decideDidNotAnswer(order, now, startOfBusinessDay(now, this.businessTz)));
          return {order: await changeOrder(this.orders, order, change as Partial<Order>, 'teller-did-not-answer', memberId, options, now)};
        }
        case 'didNotAnswerSms': {
          const sent = await this.sms.sentWithinLimits('tellerNoAnswer', order.id!, memberId, now, options);
          const {change, to, message} = decided(decideNoAnswerSms(order, client, sent, now, startOfBusinessDay(now, this.businessTz), this.callbackPhones));
          const queued = await this.sms.queue({to, message, kind: 'tellerNoAnswer', orderId: order.id, memberId}, options);
          return {order: await changeOrder(this.orders, order, change as Partial<Order>, 'teller-did-not-answer-sms', memberId, options, now), queued};
        }
      }
    });
    const sms = 'queued' in result && result.queued ? await this.sms.deliver(result.queued, memberId) : undefined;
    return this.answer(result.order.id!, sms);
  }

  /**
   * The order after an action as the teller's page reads it (client, caller, valuator): the row's
   * JSON as PostgreSQL writes it, its relations joined in, in one prepared statement; the
   * repository's read (four statements and the models) only for a row that path does not write.
   */
  private async answer(orderId: number, sms: SmsLog | undefined): Promise<TellerAnswer | JsonText> {
    const [json] = (await this.orders.findJsonRowsByIds([orderId], INCLUDE)) ?? [];
    if (json) return new JsonText(`{"order":${json}${sms ? `,"sms":${JSON.stringify(sms)}` : ''}}`);
    return {order: await this.orders.findById(orderId, {include: INCLUDE}), ...(sms ? {sms} : {})};
  }

  /**
   * Leaving the show page with a changed, valid IBAN (or UK account) saves it to the order's client
   * (spec 02 §4 "Teller confirmation"). The same checks as approval's bank details; nothing else of the client changes.
   * On an approved, unpaid order the approval named the account to pay: a new account undoes it
   * (the order goes back to the teller's list, its payee snapshot is dropped and the change is
   * marked, so the payer sees "Bank details changed since approval" after the new approval).
   */
  async saveBankDetails(orderId: number, input: BankDetailsInput, memberId: number): Promise<BankDetailsAnswer> {
    return inTransaction(this.ds, async options => {
      const order = await this.lock(orderId, options);
      if (!order.clientId) throw httpError(422, TELLER_MESSAGES.missingClient);
      const client = await this.lockClient(order.clientId, options);
      if (!client) throw httpError(422, TELLER_MESSAGES.missingClient);
      const checked = tellerApprovalProblem(order.country, {...input, offeredDeclined: true});
      if ('error' in checked) throw httpError(422, checked.error);
      const now = this.clock.now();
      const after = await this.writeClient(client, checked.bank, 'teller-bank-details', memberId, options, now);
      const change = decideBankDetailsChange(order, client, checked.bank, now);
      if (!change) return {client: after};
      await changeOrder(this.orders, order, change as Partial<Order>, 'teller-bank-details-after-approval', memberId, options, now);
      return {client: after, reapprovalNeeded: true, notice: PAYEE_MESSAGES.reapprovalNeeded};
    });
  }

  /**
   * PATCH /teller/orders/{id}/client: the client form on the teller's page (country, language and
   * bank details not among its fields), by the client form's rules with the zip of the client's
   * country, while the order waits for the teller. The client and the order's address, each audited.
   */
  async editClient(orderId: number, body: TellerClientForm, memberId: number): Promise<Order> {
    return inTransaction(this.ds, async options => {
      const order = await this.lock(orderId, options);
      if (!order.clientId) throw httpError(422, TELLER_MESSAGES.missingClient);
      const before = await this.lockClient(order.clientId, options);
      if (!before) throw httpError(422, TELLER_MESSAGES.missingClient);
      // Phone and zip in their one form, of the client's country.
      const form = normalizedClientInputs(validateWith(tellerClientSchema(before.country), body), before.country);
      const decision = decided(decideTellerClientEdit(order, form));
      const now = this.clock.now();
      const changed = changedFields(Client, before, form);
      if (changed.length > 0) {
        const patch = Object.fromEntries(changed.map(key => [key, form[key as keyof TellerClientForm] ?? null]));
        await this.writeClient(before, patch as Partial<Client>, 'teller-edit-client', memberId, options, now);
      }
      await changeOrder(this.orders, order, decision.order as Partial<Order>, 'teller-edit-client', memberId, options, now);
      return this.orders.findById(order.id!, {include: INCLUDE}, options);
    });
  }

  /** GET /teller/lists/{language}/{kind}: the queue of a language, by order number. */
  async list(slug: string, kind: string, limit: number, skip: number, q?: string, sort?: string) {
    const language = packagerLanguage(slug);
    if (!language) throw httpError(404, MESSAGES.unknownLanguage);
    if (!(TELLER_LIST_KINDS as readonly string[]).includes(kind)) throw httpError(404, 'Unknown teller list');
    const {total, ids} = await this.teller.queue(language, kind as TellerListKind, deskQuery(q, sort), {limit, skip});
    return deskPageAnswer(this.orders, total, ids, [LIST_CLIENT], TELLER_QUEUE_FIELDS);
  }

  /** GET /teller/today: orders confirmed since the start of today, newest first. */
  async today(limit: number, skip: number, q?: string, sort?: string) {
    const query = deskQuery(q, sort);
    const {total, ids} = await this.teller.telleredSince(startOfBusinessDay(this.clock.now(), this.businessTz), query, {limit, skip});
    return deskPageAnswer(this.orders, total, ids, [LIST_CLIENT, includeFields('teller', LIST_MEMBER_FIELDS)], TELLER_TODAY_FIELDS);
  }

  /** GET /teller/stats: the right panel. */
  async stats() {
    const row = await this.teller.panel(startOfBusinessDay(this.clock.now(), this.businessTz));
    return {unvalued: {finland: row.finland, sweden: row.sweden}, doneGoldWeight: row.doneGoldWeight, undoneGoldWeight: row.undoneGoldWeight};
  }

  /** GET /teller/orders/{id}: the show page's order (client, caller, valuator) and the client's order count. */
  async show(orderId: number) {
    const order = await this.orders.findById(orderId, {include: INCLUDE}).catch(() => undefined);
    if (!order) throw httpError(404, MESSAGES.cannotFindOrder);
    const clientOrderCount = order.clientId ? await this.teller.clientOrderCount(order.clientId) : 0;
    // The teller may see a Swedish seller's personnummer (kept apart from the client's generic record).
    const personalIdentityNumber = order.clientId && order.country === 'sweden' ? await this.records.clientIdentity(order.clientId) : null;
    return {order, clientOrderCount, personalIdentityNumber};
  }

  /** GET /teller/sms/{language}: the orders of a language waiting for the arrival SMS, by order number. */
  async arrivalList(slug: string, limit: number, skip: number) {
    const language = (ARRIVAL_SMS_LANGUAGES as readonly string[]).includes(slug) ? packagerLanguage(slug) : undefined;
    if (!language) throw httpError(404, MESSAGES.unknownLanguage);
    const {total, ids} = await this.teller.arrivalWaiting(language, {limit, skip});
    return {total, orders: (await this.orders.findRowsByIds(ids, [{relation: 'client'}])) as Order[]};
  }

  /** GET /teller/sms/log: orders by arrivedSmsDate, newest first. */
  async arrivalLog(limit: number, skip: number) {
    const {total, ids} = await this.teller.arrivalLog({limit, skip});
    return {total, orders: (await this.orders.findRowsByIds(ids, [{relation: 'client'}])) as Order[]};
  }

  /**
   * POST /SMs/send: a catalogue text (TELLER_SMS_KINDS) to the order's own client, never another
   * number or free text; within the limits of hand-sent SMS, counted like the return-code SMS's
   * under the order's row lock and the member's SMS lock. The provider is asked after the commit.
   */
  async sendSms(body: {orderId: number; kind: TellerSmsKind}, memberId: number): Promise<SmsLog> {
    const now = this.clock.now();
    const queued = await inTransaction(this.ds, async options => {
      const order = await this.lock(body.orderId, options);
      const client = order.clientId ? await this.clients.findOne({where: {id: order.clientId}}, options) : null;
      const sent = await this.sms.sentWithinLimits(body.kind, order.id!, memberId, now, options);
      const {to, message, kind} = decided(decideTellerSms(order, client, body.kind, sent, this.callbackPhones));
      return this.sms.queue({to, message, kind, orderId: order.id, memberId}, options);
    });
    return this.sms.deliver(queued, memberId);
  }

  /**
   * POST /SMs/send/arrived: the arrival SMS of one order. The order is locked, checked and marked
   * (arrivedSmsDate, a queued log entry) with the message queued in one transaction, so two sends
   * cannot both pass; the provider is asked after the commit and its outcome written to the order
   * (a failed message frees the order for another try, and answers 424 with the reason).
   */
  async sendArrived(body: {orderId: number}, memberId: number): Promise<TellerAnswer> {
    const now = this.clock.now();
    const queued = await inTransaction(this.ds, async options => {
      const order = await this.lock(body.orderId, options);
      const client = order.clientId ? await this.clients.findOne({where: {id: order.clientId}}, options) : null;
      const {change, to, message} = decided(decideArrivalSms(order, client, now));
      await changeOrder(this.orders, order, change as Partial<Order>, 'arrived-sms', memberId, options, now);
      return this.sms.queue({to, message, kind: 'arrived', orderId: order.id, memberId}, options);
    });
    let sms: SmsLog | undefined;
    let failure: unknown;
    try {
      sms = await this.sms.deliver(queued, memberId);
    } catch (err) {
      failure = err;
    }
    await inTransaction(this.ds, async options => {
      const order = await this.lock(body.orderId, options);
      const outcome = decideArrivalOutcome(order, sms ? 'sent' : 'failed', queued.id);
      await changeOrder(this.orders, order, outcome as Partial<Order>, 'arrived-sms-outcome', memberId, options, this.clock.now());
    });
    if (failure) throw failure;
    return {order: await this.orders.findById(body.orderId, {include: [{relation: 'client'}]}), sms};
  }

  private async writeClient(before: Client, bank: Partial<Client>, action: string, memberId: number, options: Options, now: Date): Promise<Client> {
    const changed = (Object.keys(bank) as (keyof Client)[]).filter(key => (before[key] ?? '') !== (bank[key] ?? ''));
    if (changed.length === 0) return before;
    // The write, its audit entry and the stored row in one statement (the client is locked: lockClient).
    return changeLockedRecord(
      this.clients,
      before,
      Object.fromEntries(changed.map(key => [key, bank[key]])) as Partial<Client>,
      action,
      memberId,
      options,
      now,
    );
  }

  /**
   * The purchase record of an approved Swedish purchase (law 1999:271) and the client's personnummer,
   * in the approval's transaction. The audit names the note and how identity was checked; neither the
   * personnummer (only its date of birth) nor the document's number is written to the audit trail or a log.
   */
  private async recordPurchase(
    order: Order,
    client: Client,
    identity: NonNullable<ApproveDecision['identity']>,
    memberId: number,
    now: Date,
    options: Options,
  ): Promise<void> {
    const densities = ((order.products ?? []) as {density?: unknown}[]).map(p => Number(p.density)).filter(id => Number.isInteger(id) && id > 0);
    const materials = densities.length ? await this.materials.find({where: {id: {inq: densities}}, fields: {id: true, fineness: true}}, options) : [];
    const fineness = new Map(materials.map(m => [String(m.id), m.fineness ?? null]));
    const record = purchaseRecordOf({
      order: {id: order.id!, products: order.products as unknown[], sekOffer: order.sekOffer, receivedDate: order.receivedDate},
      client,
      identity,
      purchaseNoteNumber: order.purchaseNoteNumber!,
      fineness,
      now,
      tellerId: memberId,
    });
    await this.records.save(record, options);
    await this.records.saveClientIdentity(client.id!, identity.personalIdentityNumber, now, options);
    // The order's history is read by every order reader: the number masked, the document's number left out.
    const after = {
      ...record,
      personalIdentityNumber: maskPersonalIdentityNumber(record.personalIdentityNumber),
      identityCheck: {method: record.identityCheck.method},
    };
    await this.audit.record({memberId, action: 'purchase-record', model: 'Order', modelId: order.id, after}, options);
  }

  private async lock(id: number, options: Options): Promise<Order> {
    const order = await this.orders.lockById(id, options);
    if (!order) throw httpError(404, MESSAGES.cannotFindOrder);
    return order;
  }

  private async lockClient(id: number, options: Options): Promise<Client | null> {
    return (await this.clients.lockById(id, options)) ?? null;
  }
}
