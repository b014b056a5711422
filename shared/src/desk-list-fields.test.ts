import {describe, expect, it} from 'vitest';
import {fieldList, LIST_CLIENT_FIELDS, PAYER_LIST_FIELDS, TELLER_QUEUE_FIELDS, TELLER_TODAY_FIELDS} from './desk-list-fields';
import {formatOffer} from './numbers';
import {orderStatusLabel} from './order-status';
import {paymentAmount} from './payments';

/** The properties a function reads of an order, of each market's. */
function fieldsRead(read: (order: never) => unknown): string[] {
  const seen = new Set<string>();
  for (const country of ['finland', 'sweden', 'uk']) {
    const order = new Proxy({country} as Record<string, unknown>, {
      get(target, key) {
        if (typeof key === 'string') seen.add(key);
        return target[key as string];
      },
    });
    read(order as never);
  }
  return [...seen];
}

describe("a desk list's fields", () => {
  it("hold what the teller lists' offer reads", () => {
    expect(fieldsRead(formatOffer)).toEqual(expect.arrayContaining(['offer', 'sekOffer', 'gbpOffer']));
    for (const fields of [TELLER_QUEUE_FIELDS, TELLER_TODAY_FIELDS]) expect(fields).toEqual(expect.arrayContaining(fieldsRead(formatOffer)));
  });
  it("hold what the payer list's amount and the confirm question's status read", () => {
    for (const batch of [{country: 'finland'}, {country: 'sweden'}, {country: 'uk'}, {donationTeam: 'turku'}] as const)
      expect(PAYER_LIST_FIELDS).toEqual(expect.arrayContaining(fieldsRead(order => paymentAmount(order, batch))));
    expect(PAYER_LIST_FIELDS).toEqual(expect.arrayContaining(fieldsRead(orderStatusLabel)));
  });
  it('carry the id (the row link) and the client key (its include)', () => {
    for (const fields of [TELLER_QUEUE_FIELDS, TELLER_TODAY_FIELDS, PAYER_LIST_FIELDS]) expect(fields).toEqual(expect.arrayContaining(['id', 'clientId']));
    expect(LIST_CLIENT_FIELDS).toContain('id');
  });
  it('are asked for once each', () => {
    const asked = fieldList(PAYER_LIST_FIELDS);
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked).toEqual(expect.arrayContaining([...PAYER_LIST_FIELDS]));
  });
});
