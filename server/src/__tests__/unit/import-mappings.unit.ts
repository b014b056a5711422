// The import's mappings (import/mappings.ts): an old document in, the Karat row or the reason out.
import {Decimal128, EJSON, ObjectId} from 'bson';
import {orderStatusLabel} from '@karat/shared';
import {mapDocument, money, objectIdTime, type Refs} from '../../import/mappings';
import {parseReport, REPORT_HEADER} from '../../import/loader';
import {parseImportArgs} from '../../scripts/import';

const client = new ObjectId();
const caller = new ObjectId();
const gone = new ObjectId();
const turnedDown = new ObjectId();
const refs: Refs = {
  id: (model, id) => ({[client.toHexString()]: 7, [caller.toHexString()]: 3})[id] ?? undefined,
  rejected: (model, id) => id === turnedDown.toHexString(),
};

function taken(result: ReturnType<typeof mapDocument>) {
  if (!result.ok) throw new Error(`rejected: ${result.reason}`);
  return result;
}
function refused(result: ReturnType<typeof mapDocument>): string {
  if (result.ok) throw new Error('taken');
  return result.reason;
}

describe('import mappings', () => {
  it('rounds money to two decimals on its decimal digits, never through a float', () => {
    expect(money(1.005, 'offer')).toBe('1.01');
    expect(money(123.4, 'offer')).toBe('123.40');
    expect(money('12,5', 'offer')).toBe('12.50');
    expect(money(Decimal128.fromString('99.994'), 'offer')).toBe('99.99');
    expect(money(-0.004, 'offer')).toBe('0.00');
    expect(money(null, 'offer')).toBeNull();
    expect(() => money('lots', 'offer')).toThrow(/offer is not a number/);
  });

  it('maps an order: same flags (so the same status label), kept numbers, normalised inputs, member and client ids', () => {
    const _id = new ObjectId();
    const doc = {
      _id,
      orderNumber: 123456,
      barCode: ' jjfi1234567 ',
      country: 'sweden',
      language: 'swedish',
      team: 'gothenburg',
      zip: '41101',
      clientId: client,
      callerId: caller,
      valuatorId: gone,
      isReceived: true,
      isValued: true,
      returnToValuation: true,
      closeMethod: 'boomerang',
      offer: 250.125,
      goldWeight: 12.34,
      products: [{key: 'a', name: 'Ring', density: new ObjectId(), weight: 2, price: 30, factor: 1, inDeal: true, extra: 'dropped'}],
      createdAt: new Date('2025-01-02T03:04:05Z'),
    };
    const result = taken(mapDocument('Order', doc, refs));
    const row = result.row;
    expect(row).toMatchObject({
      legacyid: _id.toHexString(),
      ordernumber: 123456,
      barcode: 'JJFI1234567',
      zip: '411 01',
      clientid: 7,
      callerid: 3,
      valuatorid: null,
      offer: '250.13',
      goldweight: '12.34',
      isboomerang: true,
      createdat: '2025-01-02T03:04:05.000Z',
    });
    expect(
      orderStatusLabel({isReceived: row.isreceived as boolean, isValued: row.isvalued as boolean, returnToValuation: row.returntovaluation as boolean}),
    ).toBe('In revaluation');
    expect((row.products as object[])[0]).not.toHaveProperty('extra');
    expect(result.notes).toEqual([
      `valuatorId ${gone.toHexString()} is no imported member: left empty`,
      expect.stringMatching(/density .* no imported material/),
    ]);
  });

  it('turns an order down for a missing or turned-down client, an unknown language or country, a bad number', () => {
    const base = {_id: new ObjectId(), country: 'finland', language: 'finnish', clientId: client};
    expect(refused(mapDocument('Order', {...base, clientId: gone}, refs))).toBe(`missing client ${gone.toHexString()}`);
    expect(refused(mapDocument('Order', {...base, clientId: turnedDown}, refs))).toBe(`client ${turnedDown.toHexString()} was not imported (see its line)`);
    expect(refused(mapDocument('Order', {...base, clientId: undefined}, refs))).toBe('missing clientId');
    expect(refused(mapDocument('Order', {...base, language: 'fi'}, refs))).toBe("unknown language 'fi'");
    expect(refused(mapDocument('Order', {...base, country: 'norway'}, refs))).toBe("unknown country 'norway'");
    expect(refused(mapDocument('Order', {...base, orderNumber: 1.5}, refs))).toBe('orderNumber is not a whole number (1.5)');
    expect(refused(mapDocument('Order', {...base, dueDate: 'tomorrow'}, refs))).toBe('dueDate is not a date (tomorrow)');
    expect(refused(mapDocument('Order', {...base, _id: 'not-an-id'}, refs))).toBe('_id is not an ObjectId');
  });

  it("takes a client's IBAN as stored, converts a Finnish account number by the banks' rule, and leaves a bad one empty with a note", () => {
    const base = {_id: new ObjectId(), firstName: 'Aino', country: 'finland', language: 'finnish', phone: '040 123 4567'};
    expect(taken(mapDocument('Client', {...base, iban: 'fi21 1234 5600 0007 85'}, refs)).row).toMatchObject({
      iban: 'FI2112345600000785',
      phone: '358401234567',
    });
    expect(taken(mapDocument('Client', {...base, iban: '123456-785'}, refs)).row.iban).toBe('FI2112345600000785');
    const bad = taken(mapDocument('Client', {...base, iban: 'FI00 1234'}, refs));
    expect(bad.row.iban).toBeNull();
    expect(bad.notes).toEqual(["bad IBAN 'FI00 1234' left empty"]);
    expect(refused(mapDocument('Client', {...base, language: 'klingon'}, refs))).toBe("unknown language 'klingon'");
  });

  it('gives members no password and the need to set one; the old hash is never read', () => {
    const _id = new ObjectId();
    const row = taken(mapDocument('Member', {_id, name: 'Old', username: 'old-buyer-1', password: '$2a$10$hash', buyer: true, isActive: true}, refs)).row;
    expect(row).toMatchObject({username: 'old-buyer-1', buyer: true, admin: false, isactive: true, mustsetpassword: true});
    expect(JSON.stringify(row)).not.toContain('$2a$10$hash');
    // No createdAt: the ObjectId's own time.
    expect(row.createdat).toBe(objectIdTime(_id.toHexString()).toISOString());
    expect(refused(mapDocument('Member', {_id, name: 'x', username: 'short'}, refs))).toMatch(/^username 'short': /);
  });

  it('maps the children of an order and the smaller models', () => {
    const order = new ObjectId();
    const orderRefs: Refs = {id: (model, id) => (id === order.toHexString() ? 11 : refs.id(model, id)), rejected: () => false};
    expect(taken(mapDocument('CallLog', {_id: new ObjectId(), event: 'done', orderId: order, memberId: caller}, orderRefs)).row).toMatchObject({
      type: 'WELCOME_CALL',
      orderid: 11,
      memberid: 3,
    });
    expect(refused(mapDocument('CallLog', {_id: new ObjectId(), type: 'LUNCH_CALL', event: 'done', orderId: order}, orderRefs))).toBe(
      "unknown type 'LUNCH_CALL'",
    );
    expect(taken(mapDocument('Greeting', {_id: new ObjectId(), fi: 'Kiitos', sv: 'Tack', svFI: 'Tack'}, refs)).row).toMatchObject({svfi: 'Tack'});
    expect(taken(mapDocument('Material', {_id: new ObjectId(), name: 'Gold 585', price: 30.5, category: 'gold'}, refs)).row).toMatchObject({
      price: '30.50',
      fineness: 0.585,
    });
    expect(refused(mapDocument('Material', {_id: new ObjectId(), name: 'Tin', price: 1, category: 'tin'}, refs))).toBe("unknown category 'tin'");
    const day = taken(mapDocument('TimeRecord', {_id: new ObjectId(), userId: caller, date: new Date('2025-03-01T22:30:00Z'), hours: 7.5}, refs)).row;
    // The day in the business time zone (Helsinki): 00:30 on the 2nd.
    expect(day).toMatchObject({userid: 3, date: '2025-03-02', hours: '7.5'});
    expect(refused(mapDocument('TimeRecord', {_id: new ObjectId(), userId: caller, date: new Date(), hours: 8, sickLeave: true}, refs))).toMatch(
      /not exactly one/,
    );
    expect(
      taken(mapDocument('Complaint', {_id: new ObjectId(), status: 'closed', complaintFiledBy: 'Third Party', orderId: order}, orderRefs)).row,
    ).toMatchObject({
      isclosed: true,
      complaintfiledby: 'third party',
      orderid: 11,
    });
  });

  it('reads Extended JSON as mongoexport writes it the same as bson', () => {
    const _id = new ObjectId();
    const line = EJSON.stringify(
      {_id, country: 'uk', language: 'uk-english', clientId: client, offer: Decimal128.fromString('10.5'), createdAt: new Date(0)},
      {relaxed: false},
    );
    expect(taken(mapDocument('Order', EJSON.parse(line) as Record<string, unknown>, refs)).row).toMatchObject({
      legacyid: _id.toHexString(),
      offer: '10.50',
      clientid: 7,
    });
  });

  it('writes and reads back its report, and parses its command line', () => {
    expect(parseReport(`${REPORT_HEADER}\nOrder,abc,rejected,"a, b ""c"""\nClient,def,taken,x\n`)).toEqual([
      {collection: 'Order', oldId: 'abc', outcome: 'rejected', reason: 'a, b "c"'},
      {collection: 'Client', oldId: 'def', outcome: 'taken', reason: 'x'},
    ]);
    expect(parseImportArgs(['dump', '--batch', '50', '--report=r.csv'])).toEqual({sources: ['dump'], batchSize: 50, reportFile: 'r.csv'});
    expect(() => parseImportArgs([])).toThrow(/usage/);
    expect(() => parseImportArgs(['dump', '--batch', '0'])).toThrow(/--batch/);
  });
});
