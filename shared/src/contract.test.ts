import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {contractJsonSchema, recordId, strictContract} from './contract';
import {memberCreateSchema} from './password-rules';
import {receiveSchema} from './order-commands.schema';
import {valuationSchema} from './valuation';

describe('strictContract', () => {
  const form = z.object({
    name: z.string().trim(),
    items: z.array(z.object({key: z.string()})).default([]),
    inner: z.object({flag: z.boolean()}).nullable().optional(),
  });

  it('refuses unknown keys at every depth, where the form drops them', () => {
    const body = strictContract(form);
    expect(form.safeParse({name: 'a', extra: 1}).success).toBe(true);
    expect(body.safeParse({name: 'a', extra: 1}).error?.issues[0]).toMatchObject({code: 'unrecognized_keys', keys: ['extra']});
    expect(body.safeParse({name: 'a', items: [{key: 'k', x: 1}]}).error?.issues[0]).toMatchObject({path: ['items', 0], keys: ['x']});
    expect(body.safeParse({name: 'a', inner: {flag: true, x: 1}}).error?.issues[0]).toMatchObject({path: ['inner'], keys: ['x']});
    expect(body.parse({name: ' a ', inner: null})).toEqual({name: 'a', items: [], inner: null});
  });

  it("keeps the form's rules and gives each parse a fresh default", () => {
    const body = strictContract(valuationSchema);
    const valid = {materialWeight: 1, packageWeight: 1, valuationImage: 'k', price: 0, goldWeight: 0, silverWeight: 0};
    const first = body.parse(valid);
    first.products.push({density: 1, weight: 1, factor: 1, price: 1});
    expect(body.parse(valid).products).toEqual([]);
    expect(body.safeParse({...valid, materialWeight: -1}).error?.issues[0].message).toBe('Material weight cannot be negative');
    // An object refinement (a password is not the username) stays.
    const member = strictContract(memberCreateSchema).safeParse({
      name: 'N',
      username: 'member-one',
      password: 'member-one',
      buyerCommission: 0,
      preferLanguage: 'finnish',
      preferCountry: 'finland',
    });
    expect(member.error?.issues.map(issue => issue.path.join('.'))).toContain('password');
  });

  it('returns a strict schema as it is, and the same copy of a form each time', () => {
    expect(strictContract(receiveSchema)).toBe(receiveSchema);
    expect(strictContract(form)).toBe(strictContract(form));
  });
});

describe('contractJsonSchema', () => {
  it('writes OpenAPI 3.0: strict objects, int4 ids, a nullable enum that lists null', () => {
    const json = contractJsonSchema(strictContract(z.object({id: recordId(), team: z.enum(['a', 'b']).nullable().optional()})));
    expect(json).toEqual({
      type: 'object',
      properties: {id: {type: 'integer', minimum: 1, maximum: 2_147_483_647}, team: {nullable: true, type: 'string', enum: ['a', 'b', null]}},
      required: ['id'],
      additionalProperties: false,
    });
  });
});
