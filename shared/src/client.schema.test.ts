import {describe, expect, it} from 'vitest';
import {CLIENT_BANK_FIELDS, CLIENT_CONTACT_FIELDS, clientContactSchema, clientSchema} from './client.schema';
import {adminOrderSchema} from './order-form.schema';

const givenClient = (partial: Record<string, unknown> = {}) => ({
  firstName: 'Åsa-Märta',
  lastName: 'Öberg Niemi',
  address: 'Storgatan 12 B',
  phone: '46701234567',
  birthYear: 1950,
  city: 'Göteborg',
  country: 'sweden',
  zip: '411 01',
  language: 'swedish',
  gender: 'female',
  ...partial,
});
const firstError = (input: Record<string, unknown>, isWebOrder = false) => clientSchema({isWebOrder}).safeParse(input).error?.issues[0]?.message;

describe('clientSchema', () => {
  it('accepts Nordic and accented letters', () => {
    expect(firstError(givenClient())).toBeUndefined();
    expect(firstError(givenClient({firstName: 'José', lastName: 'Ærø'}))).toBeUndefined();
  });
  it('rejects digits in names and cities', () => {
    expect(firstError(givenClient({firstName: 'Anna2'}))).toMatch(/First name/);
    expect(firstError(givenClient({lastName: 'X_'}))).toMatch(/Last name/);
    expect(firstError(givenClient({city: 'Turku 1'}))).toMatch(/City/);
  });
  it('zip takes letters, digits and spaces only', () => {
    expect(firstError(givenClient({zip: 'SW1A 1AA'}))).toBeUndefined();
    expect(firstError(givenClient({zip: '20-100'}))).toMatch(/Zip/);
  });
  it('birth year is 1901..2099 and required unless web order', () => {
    expect(firstError(givenClient({birthYear: 1901}))).toBeUndefined();
    expect(firstError(givenClient({birthYear: 2099}))).toBeUndefined();
    expect(firstError(givenClient({birthYear: 1900}))).toMatch(/Birth year/);
    expect(firstError(givenClient({birthYear: 2100}))).toMatch(/Birth year/);
    expect(firstError(givenClient({birthYear: undefined}))).toMatch(/Birth year/);
    expect(firstError(givenClient({birthYear: undefined}), true)).toBeUndefined();
  });
  it('email is optional but must be valid', () => {
    expect(firstError(givenClient({email: ''}))).toBeUndefined();
    expect(firstError(givenClient({email: 'a@b.fi'}))).toBeUndefined();
    expect(firstError(givenClient({email: 'not-mail'}))).toBe('Email is not valid');
  });
  it('gender, country and language come from their lists', () => {
    expect(firstError(givenClient({gender: 'x'}))).toBe('Gender is required');
    expect(firstError(givenClient({country: 'norway'}))).toBe('Country is required');
    expect(firstError(givenClient({language: undefined}))).toBe('Language is required');
  });
});

describe("clientContactSchema (the buyer's client form)", () => {
  const bank = {iban: ' FI2112345600000785 ', ukSortCode: '12-34-56', ukAccountNumber: '12345678'};
  it('has exactly the contact fields, none of the bank details', () => {
    expect(Object.keys(clientContactSchema().shape).sort()).toEqual([...CLIENT_CONTACT_FIELDS].sort());
    for (const key of CLIENT_BANK_FIELDS) expect(CLIENT_CONTACT_FIELDS as readonly string[]).not.toContain(key);
  });
  it('parses to the trimmed contact fields and drops bank details and anything else', () => {
    const parsed = clientContactSchema().parse(givenClient({...bank, firstName: '  Åsa ', clientNumber: 1}));
    expect(parsed.firstName).toBe('Åsa');
    expect(Object.keys(parsed).sort()).toEqual(CLIENT_CONTACT_FIELDS.filter(k => k !== 'email').sort());
  });
  it('the full client form keeps the bank details, trimmed', () => {
    expect(clientSchema().parse(givenClient(bank))).toMatchObject({iban: 'FI2112345600000785', ukSortCode: '12-34-56', ukAccountNumber: '12345678'});
  });
});

describe('names and addresses a bank file and a CSV carry as typed', () => {
  it('refuses a name starting like a spreadsheet formula, and markup or entities in an address', () => {
    const base = {
      firstName: 'Anna',
      lastName: 'Virtanen',
      address: 'Aurakatu 1',
      phone: '358401234567',
      birthYear: 1970,
      city: 'Turku',
      country: 'finland',
      zip: '20100',
      language: 'finnish',
      gender: 'female',
    };
    expect(clientSchema().safeParse(base).success).toBe(true);
    for (const bad of [{firstName: '-Anna'}, {lastName: '-Virtanen'}, {address: '&x; 1'}, {address: '<b>1</b>'}, {city: 'Turku &amp;'}]) {
      expect(clientSchema().safeParse({...base, ...bad}).success).toBe(false);
    }
  });
  it("an order's own address takes the client form's characters", () => {
    expect(adminOrderSchema.partial().safeParse({address: '&x;'}).success).toBe(false);
    expect(adminOrderSchema.partial().safeParse({address: 'Pl. 12 A/3', zip: '00100', city: 'Helsinki'}).success).toBe(true);
    expect(adminOrderSchema.partial().safeParse({address: ''}).success).toBe(true);
  });
});
