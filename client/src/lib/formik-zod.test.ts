import {MESSAGES} from '@karat/shared';
import {memberCreateSchema} from '@karat/shared/password-rules';
import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {toFormikValidate} from './formik-zod';

describe('toFormikValidate', () => {
  it('returns no errors for valid values', () => {
    const validate = toFormikValidate(z.object({name: z.string().min(1)}));
    expect(validate({name: 'x'})).toEqual({});
  });

  it('puts each message at its nested path, arrays included, first message wins', () => {
    const schema = z.object({
      client: z.object({firstName: z.string().min(1, 'First name is required')}),
      products: z.array(z.object({weight: z.number({error: 'Weight must be a number'})})),
      code: z.string().min(3, 'Too short').regex(/^\d+$/, 'Digits only'),
    });
    const errors = toFormikValidate(schema)({client: {firstName: ''}, products: [{weight: 1}, {weight: 'x'}], code: 'a'} as never);
    expect(errors).toEqual({
      client: {firstName: 'First name is required'},
      products: [undefined, {weight: 'Weight must be a number'}],
      code: 'Too short',
    });
  });

  it('validates what prepare returns (the shared member rule)', () => {
    const validate = toFormikValidate(memberCreateSchema, (v: {password: string; buyerCommission: string}) => ({
      name: 'A',
      username: 'abcdefgh',
      preferLanguage: 'finnish',
      preferCountry: 'finland',
      password: v.password,
      buyerCommission: v.buyerCommission === '' ? undefined : Number(v.buyerCommission),
    }));
    expect(validate({password: '12345678901', buyerCommission: '3'})).toEqual({password: MESSAGES.passwordMin});
    expect(validate({password: 'ABCDEFGH', buyerCommission: '3'})).toEqual({password: MESSAGES.passwordMin});
    expect(validate({password: 'kettle-harbour', buyerCommission: ''})).toEqual({buyerCommission: 'Buyer commission must be a number'});
  });
});
