import {adminOrderSchema, clientSchema, materialSchema, memberSchema, ORDER_CALL_TRY_FIELDS, ORDER_COMMAND_FIELDS} from '@karat/shared';
import {memberCreateSchema, type MemberCreateForm} from '@karat/shared/password-rules';
import {adminOrderEditError, clientBankEditError, type ClientBankState, type OrderState} from '../domain';
import {AuditEntry, CallLog, Client, Greetings, Material, Member, Order, PackageCodeRegistry, PaymentXML, SmsLog, TimeRecord} from '../models';
import {defineCrudController} from './crud.controller-factory';
import {
  AUDIT_ENTRY_REPOSITORY,
  CALL_LOG_REPOSITORY,
  CLIENT_REPOSITORY,
  GREETINGS_REPOSITORY,
  MATERIAL_REPOSITORY,
  MEMBER_REPOSITORY,
  MEMBER_SERVICE,
  ORDER_COMMAND_SERVICE,
  ORDER_REPOSITORY,
  PACKAGE_CODE_REGISTRY_REPOSITORY,
  PAYMENT_XML_REPOSITORY,
  SMS_LOG_REPOSITORY,
  TIME_RECORD_REPOSITORY,
} from '../keys';

// The generic model endpoints of API.md, one controller per model.

// Members and Materials: the shared forms name every field the model takes, so the forms are the
// bodies' contracts. Clients and Orders take model fields no form names (an order's shipment and
// call fields, a client's date of birth), so their bodies stay the model's with the forms' rules on top.
export const MembersController = defineCrudController(Member, MEMBER_REPOSITORY, {
  basePath: 'Members',
  // The password goes to its own model (MemberService).
  contract: {create: memberCreateSchema, update: memberSchema.partial()},
  create: {handler: async (body, {memberId, context}) => (await context.get(MEMBER_SERVICE)).create(body as MemberCreateForm, memberId)},
});
export const MaterialsController = defineCrudController(Material, MATERIAL_REPOSITORY, {
  basePath: 'Materials',
  contract: {create: materialSchema, update: materialSchema.partial()},
});
export const ClientsController = defineCrudController(Client, CLIENT_REPOSITORY, {
  basePath: 'Clients',
  readOnly: ['clientNumber'],
  // The client form's rules (spec 01 §5); as on the admin's form, a client with a web order needs no birth year.
  createSchema: clientSchema(),
  updateSchema: async (id, context) => {
    const orders = await context.get(ORDER_REPOSITORY);
    const webOrders = await orders.count({clientId: id, isWebOrder: true});
    return clientSchema({isWebOrder: webOrders.count > 0}).partial();
  },
  // Bank details by the teller's rules on every write path.
  createRule: data => clientBankEditError(undefined, data as ClientBankState),
  updateRule: (before, data) => clientBankEditError(before as ClientBankState, data as ClientBankState),
});
export const OrdersController = defineCrudController(Order, ORDER_REPOSITORY, {
  basePath: 'Orders',
  // clientText and the call tries are the database's; once an order exists, its lifecycle changes only through commands
  // (issue 14 item 5: Close..., Reopen..., the scans and calls), never by the admin's edit.
  // referenceNumber: the database's, from the order number (migration 013); the call tries the database's, from the call logs (012).
  readOnly: ['orderNumber', 'referenceNumber', 'clientText', 'paymentXmlId', ...ORDER_CALL_TRY_FIELDS],
  commandOnly: ORDER_COMMAND_FIELDS,
  // A new order follows its client (issue 14 item 3).
  create: {handler: async (body, {memberId, context}) => (await context.get(ORDER_COMMAND_SERVICE)).create(body, memberId)},
  // Admin edits keep the order form's rules (dates, country and language cannot be cleared) and the
  // cross-field rules (closed needs a reason, no past due date, a zip of the country).
  updateSchema: adminOrderSchema.partial(),
  updateRule: (before, data, now) => adminOrderEditError(before as OrderState, data, now),
});
export const CallLogsController = defineCrudController(CallLog, CALL_LOG_REPOSITORY, {basePath: 'CallLogs'});
export const GreetingsController = defineCrudController(Greetings, GREETINGS_REPOSITORY, {basePath: 'Greetings'});
export const PaymentXMLsController = defineCrudController(PaymentXML, PAYMENT_XML_REPOSITORY, {basePath: 'PaymentXMLs'});
export const PackageCodeRegistriesController = defineCrudController(PackageCodeRegistry, PACKAGE_CODE_REGISTRY_REPOSITORY, {basePath: 'PackageCodeRegistries'});
export const SmsLogsController = defineCrudController(SmsLog, SMS_LOG_REPOSITORY, {basePath: 'SmsLogs'});
export const AuditEntriesController = defineCrudController(AuditEntry, AUDIT_ENTRY_REPOSITORY, {basePath: 'AuditEntries'});
export const TimeRecordsController = defineCrudController(TimeRecord, TIME_RECORD_REPOSITORY, {basePath: 'TimeRecords'});
