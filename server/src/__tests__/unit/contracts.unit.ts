import {
  addOrderSchema,
  arrivedSmsSchema,
  bursarCompleteSchema,
  bursarScanSchema,
  buyerOrderPatchSchema,
  callSchema,
  cancelTransferSchema,
  clientEmailSchema,
  clientErrorSchema,
  clientPostalFieldsSchema,
  closeOrderSchema,
  contractJsonSchema,
  INT4_MAX,
  loginSchema,
  markAsPackagedSchema,
  massBoomerangSchema,
  materialSchema,
  addBarCodeSchema,
  paymentPreviewSchema,
  paymentRequestSchema,
  paymentReturnSchema,
  preferenceValueSchema,
  qzSignSchema,
  receiveSchema,
  reopenOrderSchema,
  tellerSmsSchema,
  timeRecordSchema,
  transferSchema,
  valuationSchema,
} from '@karat/shared';
import {memberCreateSchema, passwordSchema} from '@karat/shared/password-rules';
import {tellerBankDetailsSchema, tellerCommandSchema} from '@karat/shared/teller';
import type {ZodType} from 'zod';
import {buildOpenApiSpec} from '../../scripts/openapi-spec';
import {contractRef, ZOD_CONTRACTS} from '../../specs/from-zod';

type Schema = Record<string, unknown>;
interface Operation {
  requestBody?: {content: Record<string, {schema: Schema}>};
}

/**
 * The generic endpoints of the models whose bodies stay the model's own properties: no shared form
 * names every field they take (an order's shipment and call fields, a client's date of birth), or
 * no form exists at all. Everything else takes a zod contract.
 */
const MODEL_BODIES: Record<string, string> = {
  AuditEntries: 'AuditEntry',
  CallLogs: 'CallLog',
  Clients: 'Client',
  Greetings: 'Greetings',
  Orders: 'Order',
  PackageCodeRegistries: 'PackageCodeRegistry',
  PaymentXMLs: 'PaymentXML',
  SmsLogs: 'SmsLog',
  TimeRecords: 'TimeRecord',
};
const modelComponentOf = (key: string): string | undefined => {
  const [verb, path] = key.split(' ');
  const [, base, rest] = path.split('/');
  const model = MODEL_BODIES[base];
  if (!model) return undefined;
  if (verb === 'POST' && rest === undefined) return `New${model}`;
  if (verb === 'PATCH' && rest === '{id}') return `${model}Patch`;
  return undefined;
};
/** Bodies that are not JSON: the image upload takes the file's bytes. */
const BINARY = /^(application\/octet-stream|image\/\*)$/;

/** The shared schema each endpoint's body came from: the very object the client's form (or command) uses. */
const SOURCES: Record<string, ZodType> = {
  CloseRequest: closeOrderSchema,
  ReopenRequest: reopenOrderSchema,
  ReceiveRequest: receiveSchema,
  MassBoomerangRequest: massBoomerangSchema,
  TransferRequest: transferSchema,
  CancelTransferRequest: cancelTransferSchema,
  CallRequest: callSchema,
  TellerSmsRequest: tellerSmsSchema,
  ArrivedSmsRequest: arrivedSmsSchema,
  ClientEmailRequest: clientEmailSchema,
  MarkAsPackagedRequest: markAsPackagedSchema,
  AddBarCodeRequest: addBarCodeSchema,
  ClientCorrection: clientPostalFieldsSchema,
  BursarScanRequest: bursarScanSchema,
  BursarCompleteRequest: bursarCompleteSchema,
  PaymentRequest: paymentRequestSchema,
  PaymentPreviewRequest: paymentPreviewSchema,
  PaymentReturnRequest: paymentReturnSchema,
  TellerCommand: tellerCommandSchema,
  TellerBankDetails: tellerBankDetailsSchema,
  ValuationRequest: valuationSchema,
  AddOrderRequest: addOrderSchema(true),
  BuyerOrderPatch: buyerOrderPatchSchema,
  ClientErrorReport: clientErrorSchema,
  QzSignRequest: qzSignSchema,
  Credentials: loginSchema,
  NewPassword: passwordSchema,
  PreferenceValue: preferenceValueSchema,
  NewMember: memberCreateSchema,
  NewMaterial: materialSchema,
  TimeRecordRequest: timeRecordSchema,
};

/** Every schema node of a JSON Schema, with its path. */
function* nodes(schema: unknown, at = '#'): Generator<[string, Schema]> {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) {
    for (const [i, item] of schema.entries()) yield* nodes(item, `${at}/${i}`);
    return;
  }
  const node = schema as Schema;
  yield [at, node];
  for (const key of ['properties', 'items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties']) {
    const child = node[key];
    if (key === 'properties' && child) for (const [name, sub] of Object.entries(child)) yield* nodes(sub, `${at}/properties/${name}`);
    else if (child && typeof child === 'object') yield* nodes(child, `${at}/${key}`);
  }
}

describe('one contract per endpoint', () => {
  let spec: {paths: Record<string, Record<string, Operation>>; components: {schemas: Record<string, Schema>}};
  let bodies: {key: string; media: string; schema: Schema}[];
  beforeAll(async () => {
    spec = JSON.parse(await buildOpenApiSpec());
    bodies = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([verb, operation]) =>
        Object.entries(operation.requestBody?.content ?? {}).map(([media, {schema}]) => ({key: `${verb.toUpperCase()} ${path}`, media, schema})),
      ),
    );
    // The default hook limit: building the OpenAPI document boots the whole application, ~2 s.
  });

  it('describes every request body of a non-model endpoint by a component generated from a shared zod schema', () => {
    const handWritten = bodies
      .filter(body => !BINARY.test(body.media) && !modelComponentOf(body.key))
      .filter(body => {
        const name = String(body.schema.$ref ?? '').replace('#/components/schemas/', '');
        return !(ZOD_CONTRACTS.has(name) && Object.keys(body.schema).length === 1);
      })
      .map(body => `${body.key} (${body.media}): ${JSON.stringify(body.schema).slice(0, 120)}`);
    expect(handWritten).toEqual([]);
  });

  it("keeps the model's own properties only for the generic bodies of models no form covers", () => {
    const modelBodies = bodies.filter(body => modelComponentOf(body.key));
    expect(modelBodies.length).toBe(2 * Object.keys(MODEL_BODIES).length);
    for (const body of modelBodies) {
      expect({key: body.key, schema: body.schema}).toEqual({key: body.key, schema: contractRef(modelComponentOf(body.key)!)});
      expect(ZOD_CONTRACTS.has(modelComponentOf(body.key)!)).toBe(false);
    }
    expect(bodies.filter(body => BINARY.test(body.media)).map(body => body.key)).toEqual([
      'POST /Orders/{id}/valuation-images/{field}',
      'POST /Orders/{id}/valuation-images/{field}',
    ]);
  });

  it('publishes each contract as the JSON Schema of the schema the server validates with, and uses every one', () => {
    const used = new Set(bodies.map(body => String(body.schema.$ref ?? '').replace('#/components/schemas/', '')));
    for (const [name, contract] of ZOD_CONTRACTS) {
      expect({name, schema: spec.components.schemas[name]}).toEqual({name, schema: contractJsonSchema(contract.schema)});
      expect({name, used: used.has(name)}).toEqual({name, used: true});
    }
  });

  it("makes each contract from the shared schema the client's form or command uses", () => {
    for (const [name, source] of Object.entries(SOURCES)) {
      expect({name, same: ZOD_CONTRACTS.get(name)?.source === source}).toEqual({name, same: true});
    }
    // A body written strict in shared is validated as it is, not as a copy.
    for (const name of ['ReceiveRequest', 'TransferRequest', 'TellerCommand', 'PaymentRequest', 'ClientCorrection']) {
      expect(ZOD_CONTRACTS.get(name)!.schema).toBe(SOURCES[name]);
    }
    // The patches are the forms' partials: the same fields with the same rules, each optional.
    const component = (name: string) => spec.components.schemas[name] as {properties: Record<string, unknown>; required?: string[]};
    const {password, ...memberFields} = component('NewMember').properties;
    expect(password).toBeDefined();
    expect(component('MemberPatch').properties).toEqual(memberFields);
    expect(component('MaterialPatch').properties).toEqual(component('NewMaterial').properties);
    expect([component('MemberPatch').required, component('MaterialPatch').required]).toEqual([undefined, undefined]);
  });

  it('keeps the bad-input rules in every contract: strict objects, a maxLength on every text, int4 integers, bounded lists', () => {
    const problems: string[] = [];
    for (const [name, contract] of ZOD_CONTRACTS) {
      for (const [at, node] of nodes(contractJsonSchema(contract.schema), name)) {
        if (node.type === 'object' && node.properties && node.additionalProperties !== false) problems.push(`${at}: an object that takes unknown keys`);
        if (node.type === 'string' && node.enum === undefined && typeof node.maxLength !== 'number') problems.push(`${at}: a text without maxLength`);
        if (node.type === 'integer' && !(Number(node.maximum) <= INT4_MAX && Number(node.minimum) >= -INT4_MAX - 1))
          problems.push(`${at}: an integer beyond int4`);
        if (node.type === 'array' && typeof node.maxItems !== 'number') problems.push(`${at}: a list without maxItems`);
        // zod writes `exclusiveMinimum: true` without its minimum for positive(): say min(1).
        if (node.exclusiveMinimum === true && typeof node.minimum !== 'number') problems.push(`${at}: exclusiveMinimum without minimum`);
      }
    }
    expect(problems).toEqual([]);
  });
});
