import {
  adminOrderCreateSchema,
  adminOrderSchema,
  clientSchema,
  materialSchema,
  MEMBER_DIRECTORY_FIELDS,
  memberSchema,
  normalizedClientInputs,
  normalizedOrderInputs,
  ORDER_CALL_TRY_FIELDS,
  ORDER_COMMAND_FIELDS,
} from '@karat/shared';
import {memberCreateSchema} from '@karat/shared/password-rules';
import {clientBankEditError, type ClientBankState} from '../domain';
import {AuditEntry, CallLog, Client, Greetings, Material, Member, Order, PackageCodeRegistry, PaymentXML, SmsLog, TimeRecord} from '../models';
import {defineCrudController} from './crud.controller-factory';
import {
  AUDIT_ENTRY_REPOSITORY,
  CALL_LOG_REPOSITORY,
  CLIENT_REPOSITORY,
  CLIENT_SERVICE,
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

export const MembersController = defineCrudController(Member, {
  repository: MEMBER_REPOSITORY,
  basePath: 'Members',
  // The shared form names every field: it is the bodies' contract. The password goes to its own model (MemberService).
  contract: {create: memberCreateSchema, update: memberSchema.partial()},
  creator: MEMBER_SERVICE,
  // Staff pick each other by name; phones, commissions and usernames are the admin's to read.
  readableBy: user => (user.member.admin ? undefined : MEMBER_DIRECTORY_FIELDS),
  // A renamed member gets the create's look-alike check against the other usernames.
  updateRule: async (before, data, _now, {options, context}) => (await context.get(MEMBER_SERVICE)).editError(before as Member, data, options),
});
export const MaterialsController = defineCrudController(Material, {
  repository: MATERIAL_REPOSITORY,
  basePath: 'Materials',
  contract: {create: materialSchema, update: materialSchema.partial()},
});
export const ClientsController = defineCrudController(Client, {
  repository: CLIENT_REPOSITORY,
  basePath: 'Clients',
  readOnly: ['clientNumber'],
  // The client form's rules (spec 01 §5); as on the admin's form, a client with a web order needs no birth year.
  createSchema: clientSchema(),
  updateSchema: CLIENT_SERVICE,
  // Phone, postal code and IBAN stored in their one form, with the client's country.
  normalize: (data, before) => normalizedClientInputs(data, (before as Client | undefined)?.country),
  // Bank details by the teller's rules on every write path.
  createRule: data => clientBankEditError(undefined, data as ClientBankState),
  updateRule: (before, data) => clientBankEditError(before as ClientBankState, data as ClientBankState),
});
export const OrdersController = defineCrudController(Order, {
  repository: ORDER_REPOSITORY,
  basePath: 'Orders',
  // clientText and the call tries are the database's; once an order exists, its lifecycle changes only through commands
  // (Close..., Reopen..., the scans and calls, each with its rules and audit), never by the admin's edit.
  // referenceNumber: the database's, from the order number (migration 013); the call tries the database's, from the call logs (012).
  readOnly: ['orderNumber', 'referenceNumber', 'clientText', 'paymentXmlId', ...ORDER_CALL_TRY_FIELDS],
  commandOnly: ORDER_COMMAND_FIELDS,
  // The order form's rules (dates, country, language required): an empty or partial body is a 422, nothing written.
  createSchema: adminOrderCreateSchema,
  // A new order follows its client: the order commands create it.
  creator: ORDER_COMMAND_SERVICE,
  // The bar code and the postal code stored in their one form, so the scanner finds what the admin typed.
  normalize: (data, before) => normalizedOrderInputs(data, (before as Order | undefined)?.country),
  // Admin edits keep the order form's rules (dates, country and language cannot be cleared) and the
  // cross-field rules (closed needs a reason, no past due date, a zip of the country).
  updateSchema: adminOrderSchema.partial(),
  // and those of every order edit (the client's country): the order command service reads the client.
  updateRule: async (before, data, now, {options, context}) => (await context.get(ORDER_COMMAND_SERVICE)).adminEditError(before as Order, data, now, options),
});
export const CallLogsController = defineCrudController(CallLog, {repository: CALL_LOG_REPOSITORY, basePath: 'CallLogs'});
export const GreetingsController = defineCrudController(Greetings, {repository: GREETINGS_REPOSITORY, basePath: 'Greetings'});
export const PaymentXMLsController = defineCrudController(PaymentXML, {repository: PAYMENT_XML_REPOSITORY, basePath: 'PaymentXMLs'});
export const PackageCodeRegistriesController = defineCrudController(PackageCodeRegistry, {
  repository: PACKAGE_CODE_REGISTRY_REPOSITORY,
  basePath: 'PackageCodeRegistries',
});
export const SmsLogsController = defineCrudController(SmsLog, {repository: SMS_LOG_REPOSITORY, basePath: 'SmsLogs'});
export const AuditEntriesController = defineCrudController(AuditEntry, {repository: AUDIT_ENTRY_REPOSITORY, basePath: 'AuditEntries'});
export const TimeRecordsController = defineCrudController(TimeRecord, {repository: TIME_RECORD_REPOSITORY, basePath: 'TimeRecords'});
