import {describe, expect, it} from 'vitest';
import {toFormikValidate} from '@/lib/formik-zod';
import {modifyOrderPayload, modifyOrderSchema, modifyOrderValues, type ModifyOrderValues} from './modify-order-form';

const order = {
  id: 1,
  address: 'Aurakatu 1',
  zip: '20100',
  city: 'Turku',
  country: 'finland' as const,
  language: 'finnish' as const,
  team: 'turku' as const,
  welcomeCall: '2025-06-19T09:00:00.000Z',
  dueDate: '2025-07-01T09:00:00.000Z',
  generalMessage: 'Call after 16',
};

describe('modify order form', () => {
  it('round-trips the order', () => {
    const values = modifyOrderValues(order);
    expect(modifyOrderPayload(values, values)).toEqual({
      country: 'finland',
      language: 'finnish',
      welcomeCall: '2025-06-19T09:00:00.000Z',
      dueDate: '2025-07-01T09:00:00.000Z',
      address: 'Aurakatu 1',
      zip: '20100',
      city: 'Turku',
      team: 'turku',
      generalMessage: 'Call after 16',
      packagerMessageFromBuyer: undefined,
      valuationMessageFromBuyer: undefined,
      tellerMessageFromBuyer: undefined,
    });
  });
  it('clears an emptied field that had a value', () => {
    const initial = modifyOrderValues(order);
    const values: ModifyOrderValues = {...initial, generalMessage: ' ', team: ''};
    expect(modifyOrderPayload(values, initial)).toMatchObject({generalMessage: null, team: null});
  });
  it('requires the dates, language and country', () => {
    const initial = modifyOrderValues(order);
    const validate = toFormikValidate(modifyOrderSchema, (v: ModifyOrderValues) => modifyOrderPayload(v, initial));
    expect(validate({...initial, welcomeCall: null, country: ''})).toEqual({
      welcomeCall: 'Welcome call is required',
      country: 'Country is required',
    });
    expect(validate(initial)).toEqual({});
  });
});
