import fs from 'node:fs';
import path from 'node:path';
import {
  addOrderSchema,
  clientPostalSchema,
  closeOrderSchema,
  contractJsonSchema,
  loginSchema,
  materialSchema,
  memberSchema,
  strictContract,
  timeRecordSchemaFor,
  valuationSchema,
} from '@karat/shared';
import {memberCreateSchema, passwordSchemaFor} from '@karat/shared/password-rules';
import {tellerClientSchema} from '@karat/shared/teller';
import {describe, expect, it} from 'vitest';
import type {z} from 'zod';
import {modifyOrderSchema} from '@/features/buyer/components/modify-order-form';
import {transferSchema} from '@/features/cc-manager/components/forms';

// A form and the endpoint it submits to share one contract: the server's request body is a
// component of openapi.json generated from a shared zod schema, and the form checks with that same
// schema. Compared as JSON Schema (what the SDK's types come from), so a rule added on one side
// only, or a form validating with a copy, fails here.

type JsonSchema = {properties: Record<string, unknown>; required?: string[]};
const spec = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'openapi.json'), 'utf8')) as {
  components: {schemas: Record<string, JsonSchema>};
};
const published = (name: string) => spec.components.schemas[name];
/** The form's schema as the server takes a body: its JSON Schema with every object strict. */
const asBody = (schema: z.ZodType) => contractJsonSchema(strictContract(schema)) as JsonSchema;

describe('each form checks with its endpoint contract', () => {
  it.each([
    ['close order', closeOrderSchema, 'CloseRequest'],
    ['valuation', valuationSchema, 'ValuationRequest'],
    ["packager's client correction", clientPostalSchema('finland'), 'ClientCorrection'],
    ["teller's client form", tellerClientSchema('finland'), 'TellerClientEdit'],
    ['change password', passwordSchemaFor('some-member'), 'NewPassword'],
    ['new material', materialSchema, 'NewMaterial'],
    ['new member', memberCreateSchema, 'NewMember'],
    ['login', loginSchema, 'Credentials'],
    ['add web order', addOrderSchema(true), 'AddOrderRequest'],
    // The day's bounds from today are the form's refinement: the body's JSON Schema is the same.
    ['time record', timeRecordSchemaFor('2026-11-27'), 'TimeRecordRequest'],
  ] as const)('%s: the whole body', (_form, schema, component) => {
    expect(asBody(schema)).toEqual(published(component));
  });

  it.each([
    ['edit material', materialSchema, 'MaterialPatch'],
    ['edit member', memberSchema, 'MemberPatch'],
    ['modify own order', modifyOrderSchema, 'BuyerOrderPatch'],
  ] as const)('%s: the same fields and rules, each optional in the patch', (_form, schema, component) => {
    expect(asBody(schema).properties).toEqual(published(component).properties);
    expect(published(component).required).toBeUndefined();
  });

  it('add phone order: the web order contract, with the birth year required (the server checks it with the order flag)', () => {
    const phone = asBody(addOrderSchema(false)) as {properties: {client: JsonSchema}};
    const body = published('AddOrderRequest') as unknown as {properties: {client: JsonSchema}};
    expect(phone.properties.client.required).toContain('birthYear');
    expect(body.properties.client.required).not.toContain('birthYear');
    const {birthYear: phoneYear, ...phoneRest} = phone.properties.client.properties;
    const {birthYear: webYear, ...webRest} = body.properties.client.properties;
    expect(phoneRest).toEqual(webRest);
    expect(webYear).toEqual({...(phoneYear as object), nullable: true});
  });

  it("transfer: the form's fields are the request's, the chosen orders come from the list", () => {
    const form = asBody(transferSchema);
    const request = published('TransferRequest');
    expect(form.properties).toEqual({newCallerId: request.properties.newCallerId, isPermanent: request.properties.isPermanent});
    expect(request.required).toEqual(['orderIds', ...(form.required ?? [])]);
  });
});
