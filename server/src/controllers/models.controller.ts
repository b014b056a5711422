import {getJsonSchema, SchemaObject} from '@loopback/rest';
import {adminOrderSchema, clientSchema, materialSchema, memberSchema} from '@karat/shared';
import {
  AuditEntry,
  CallLog,
  Client,
  Greetings,
  Material,
  Member,
  Order,
  PackageCodeRegistry,
  PaymentXML,
  SmsLog,
  TimeRecord,
} from '../models';
import {OrderRepository} from '../repositories';
import {MemberService} from '../services/member.service';
import {defineCrudController} from './crud.controller-factory';

// The generic model endpoints of API.md, one controller per model.

const memberFields = getJsonSchema(Member, {exclude: ['id', 'createdAt', 'updatedAt']});
const newMemberSchema: SchemaObject = {
  ...(memberFields as SchemaObject),
  title: 'NewMember',
  properties: {...memberFields.properties, password: {type: 'string', writeOnly: true}} as SchemaObject['properties'],
  required: [...(memberFields.required ?? []), 'password'],
};

export const MembersController = defineCrudController(Member, 'repositories.MemberRepository', {
  basePath: 'Members',
  updateSchema: memberSchema.partial(),
  create: {
    schema: newMemberSchema,
    handler: async (body, {memberId, context}) =>
      (await context.get<MemberService>('services.MemberService')).create(body, memberId),
  },
});
export const MaterialsController = defineCrudController(Material, 'repositories.MaterialRepository', {
  basePath: 'Materials',
  createSchema: materialSchema,
  updateSchema: materialSchema.partial(),
});
export const ClientsController = defineCrudController(Client, 'repositories.ClientRepository', {
  basePath: 'Clients',
  readOnly: ['clientNumber'],
  // The client form's rules (spec 01 §5); as on the admin's form, a client with a web order needs no birth year.
  createSchema: clientSchema(),
  updateSchema: async (id, context) => {
    const orders = await context.get<OrderRepository>('repositories.OrderRepository');
    const webOrders = await orders.count({clientId: id, isWebOrder: true});
    return clientSchema({isWebOrder: webOrders.count > 0}).partial();
  },
});
export const OrdersController = defineCrudController(Order, 'repositories.OrderRepository', {
  basePath: 'Orders',
  readOnly: ['orderNumber'],
  // Admin edits keep the order form's rules (dates, country and language cannot be cleared).
  updateSchema: adminOrderSchema.partial(),
});
export const CallLogsController = defineCrudController(CallLog, 'repositories.CallLogRepository', {basePath: 'CallLogs'});
export const GreetingsController = defineCrudController(Greetings, 'repositories.GreetingsRepository', {basePath: 'Greetings'});
export const PaymentXMLsController = defineCrudController(PaymentXML, 'repositories.PaymentXMLRepository', {basePath: 'PaymentXMLs'});
export const PackageCodeRegistriesController = defineCrudController(
  PackageCodeRegistry,
  'repositories.PackageCodeRegistryRepository',
  {basePath: 'PackageCodeRegistries'},
);
export const SmsLogsController = defineCrudController(SmsLog, 'repositories.SmsLogRepository', {basePath: 'SmsLogs'});
export const AuditEntriesController = defineCrudController(AuditEntry, 'repositories.AuditEntryRepository', {basePath: 'AuditEntries'});
export const TimeRecordsController = defineCrudController(TimeRecord, 'repositories.TimeRecordRepository', {basePath: 'TimeRecords'});
