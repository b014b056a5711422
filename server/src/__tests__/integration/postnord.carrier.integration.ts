import type {ShipmentRequest} from '../../adapters/carrier/carrier.adapter';
import {CarrierError} from '../../adapters/carrier/carrier.adapter';
import {type PostNordConfig, PostNordCarrier, postNordCarrierFromEnv} from '../../adapters/carrier/postnord.carrier';
import {FAKE_PDF, FAKE_ZPL, givenPostNordDouble, postNordError} from '../helpers/postnord-double';

type Double = Awaited<ReturnType<typeof givenPostNordDouble>>;

const request: ShipmentRequest = {
  orderId: 41,
  orderNumber: 100041,
  country: 'sweden',
  language: 'swedish',
  recipient: {name: 'Åsa Öberg', address: 'Storgatan 1 B', zip: '411 01', city: 'Göteborg', phone: '46701234567', email: 'asa@example.se'},
};

function carrier(double: Double, config: Partial<PostNordConfig> = {}) {
  return new PostNordCarrier({
    baseUrl: double.url,
    apiKey: double.apiKey,
    customerNumber: '1234567890',
    issuerCode: 'Z12',
    serviceCode: '24',
    additionalServiceCodes: [],
    sender: {
      name: 'Karat Guld AB',
      street: 'Drottninggatan 5',
      postalCode: '111 22',
      city: 'Stockholm',
      countryCode: 'SE',
      phone: '+46812345678',
      email: 'info@karat.example',
    },
    labelFormat: 'pdf',
    endpoint: 'returns',
    timeoutMs: 5_000,
    ...config,
  });
}

async function refusal(promise: Promise<unknown>): Promise<CarrierError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CarrierError);
  return err as CarrierError;
}

describe('PostNord carrier against a local Booking API double', () => {
  let double: Double;
  beforeEach(async () => {
    double = await givenPostNordDouble();
  });
  afterEach(async () => {
    await double.close();
  });

  it('books a Return Drop Off from the client to the company and returns the item id, tracking page and PDF label', async () => {
    const shipment = await carrier(double).register(request);

    expect(shipment).toEqual({
      carrier: 'postnord',
      trackingNumber: '00370730000000000001',
      trackingUrl: 'https://tracking.postnord.com/se/?id=00370730000000000001',
      label: {format: 'pdf', content: Buffer.from(FAKE_PDF)},
    });
    const [req] = double.seen;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/rest/shipment/v3/returns/edi/labels/pdf');
    expect(Object.fromEntries(req.query)).toEqual({apikey: double.apiKey, multiPDF: 'false', addQRCODE: 'false'});
    expect(req.headers['content-type']).toBe('application/json');

    const instruction = double.lastInstruction();
    expect(instruction).toMatchObject({messageFunction: 'Instruction', updateIndicator: 'Original', application: {name: 'Karat'}});
    const [shipmentInstruction] = instruction.shipment;
    expect(shipmentInstruction.service).toEqual({basicServiceCode: '24', additionalServiceCode: []});
    expect(shipmentInstruction.references).toEqual([{referenceNo: '100041', referenceType: 'CU'}]);
    expect(shipmentInstruction.goodsItem).toEqual([{packageTypeCode: 'PC', items: [{itemIdentification: {itemId: '0'}}]}]);
    // The client posts the bag (consignor); the company receives it (consignee); both carry the customer number.
    expect(shipmentInstruction.parties.consignor).toEqual({
      issuerCode: 'Z12',
      partyIdentification: {partyId: '1234567890', partyIdType: '160'},
      party: {
        nameIdentification: {name: 'Åsa Öberg'},
        address: {streets: ['Storgatan 1 B'], postalCode: '41101', city: 'Göteborg', countryCode: 'SE'},
        contact: {contactName: 'Åsa Öberg', emailAddress: 'asa@example.se', phoneNo: '+46701234567', smsNo: '+46701234567'},
      },
    });
    expect(shipmentInstruction.parties.consignee).toMatchObject({
      issuerCode: 'Z12',
      partyIdentification: {partyId: '1234567890', partyIdType: '160'},
      party: {nameIdentification: {name: 'Karat Guld AB'}, address: {streets: ['Drottninggatan 5'], postalCode: '11122', city: 'Stockholm', countryCode: 'SE'}},
    });
  });

  it('asks for ZPL on the general EDI labels endpoint when so configured, with the paper size and weight it is given', async () => {
    const shipment = await carrier(double, {labelFormat: 'zpl', endpoint: 'edi', weightKg: 0.5, applicationId: 1438}).register(request);
    expect(shipment.label).toEqual({format: 'zpl', content: Buffer.from(FAKE_ZPL)});
    expect(double.seen[0].path).toBe('/rest/shipment/v3/edi/labels/zpl');
    expect(Object.fromEntries(double.seen[0].query)).toEqual({apikey: double.apiKey, multiZPL: 'false'});
    expect(double.lastInstruction().application).toEqual({applicationId: 1438, name: 'Karat', version: '1.0'});
    expect(double.lastInstruction().shipment[0].totalGrossWeight).toEqual({value: 0.5, unit: 'KGM'});

    await carrier(double, {paperSize: 'A6'}).register(request);
    expect(double.seen[1].query.get('paperSize')).toBe('A6');
  });

  it('keeps hostile names and addresses within the documented field sizes, whole characters and all', async () => {
    const hostile: ShipmentRequest = {
      ...request,
      recipient: {
        name: `"Robert'); DROP TABLE--" ${'Ölänning 👑'.repeat(10)}`,
        address: `Lång "gatan" 12\n\tlgh 1101 ${'🏠 Väg '.repeat(30)}`,
        zip: '411 01',
        city: `Göteborg ${'😀'.repeat(30)}`,
        phone: '+46 70-123 45 67',
        email: `${'a'.repeat(80)}@example.se`,
      },
    };
    const shipment = await carrier(double, {
      sender: {name: 'Karat "Guld" AB 💰'.repeat(6), street: 'Drottninggatan 5', postalCode: '11122', city: 'Stockholm', countryCode: 'SE'},
    }).register(hostile);
    expect(shipment.trackingNumber).toMatch(/^0037/);

    const {consignor, consignee} = double.lastInstruction().shipment[0].parties;
    expect(consignor.party.nameIdentification.name.length).toBeLessThanOrEqual(60);
    expect(consignor.party.nameIdentification.name.startsWith(`"Robert'); DROP TABLE--" Ölänning 👑`)).toBe(true);
    expect(consignor.party.address.streets).toHaveLength(2);
    expect(consignor.party.address.streets[0]).toMatch(/^Lång "gatan" 12 lgh 1101/);
    for (const street of consignor.party.address.streets) expect(street.length).toBeLessThanOrEqual(50);
    expect(consignor.party.address.city.length).toBeLessThanOrEqual(35);
    expect(consignor.party.contact.contactName.length).toBeLessThanOrEqual(50);
    expect(consignor.party.contact.phoneNo).toBe('+46701234567');
    // An e-mail address too long for the field is left out, not cut into a wrong one.
    expect(consignor.party.contact.emailAddress).toBeUndefined();
    expect(consignee.party.nameIdentification.name.length).toBeLessThanOrEqual(60);
  });

  it('turns a 400 with PostNord errorResponse into a refusal that needs a person, with the faults as the reason', async () => {
    double.script({
      status: 400,
      body: postNordError('Invalid indata object EdiInstruction', {faultCode: 'API-005', explanationText: 'postalCode 99999 is not valid for SE'}),
    });
    const err = await refusal(carrier(double).register(request));
    expect(err.retryable).toBe(false);
    expect(err.status).toBe(400);
    expect(err.carrier).toBe('postnord');
    expect(err.message).toBe('PostNord refused the shipment (HTTP 400): API-005 postalCode 99999 is not valid for SE');
  });

  it('refuses a 422, and a booking answered with status FAIL, as needing a person', async () => {
    double.script({status: 422, body: postNordError('Unprocessable entity')});
    const unprocessable = await refusal(carrier(double).register(request));
    expect([unprocessable.retryable, unprocessable.message]).toEqual([false, 'PostNord refused the shipment (HTTP 422): Unprocessable entity']);

    double.script({
      status: 200,
      body: {
        bookingResponse: {
          idInformation: [{status: 'FAIL', errorResponse: postNordError('Booking failed', {explanationText: 'Service 24 is not in the agreement'})}],
        },
      },
    });
    const failed = await refusal(carrier(double).register(request));
    expect([failed.retryable, failed.message]).toEqual([false, 'PostNord refused the shipment: Service 24 is not in the agreement']);
  });

  it('a wrong API key is refused (401) and needs a person; the key never shows in the reason', async () => {
    const err = await refusal(carrier(double, {apiKey: 'ffffffffffffffffffffffffffffffff'}).register(request));
    expect(err.retryable).toBe(false);
    expect(err.status).toBe(401);
    expect(err.message).toBe('PostNord refused the shipment (HTTP 401): Authentication token is missing/invalid');
    expect(err.message).not.toContain('ffff');
  });

  it('500, 503 and 429 can be retried', async () => {
    double.script(
      {status: 500, body: 'Internal Server Error'},
      {status: 503, body: postNordError('Service unavailable')},
      {status: 429, body: postNordError('Too many requests')},
    );
    for (const status of [500, 503, 429]) {
      const err = await refusal(carrier(double).register(request));
      expect([err.status, err.retryable]).toEqual([status, true]);
    }
  });

  it('a PostNord that never answers is a retryable timeout', async () => {
    double.script('hang');
    const started = Date.now();
    const err = await refusal(carrier(double, {timeoutMs: 200}).register(request));
    expect(err.retryable).toBe(true);
    expect(err.message).toBe('PostNord did not answer in 0.2 s');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('the double refuses what PostNord documents as wrong, so the passing tests mean the sizes were kept', async () => {
    const instruction = carrier(double).instruction(request);
    instruction.shipment[0].parties.consignor.party.nameIdentification.name = 'N'.repeat(61);
    const response = await fetch(`${double.url}/rest/shipment/v3/edi/labels/pdf?apikey=${double.apiKey}`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(instruction),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as {compositeFault: {faults: unknown[]}}).compositeFault.faults).toEqual([
      {faultCode: 'API-005', explanationText: 'shipment[0].parties.consignor.party.nameIdentification.name must be 1 to 60 characters (was 61)'},
    ]);
  });

  it('an answer without an item id or label is a refusal, not a shipment without a bar code', async () => {
    double.script({status: 200, body: {bookingResponse: {idInformation: [{status: 'OK', ids: [{idType: 'shipmentId', value: 'S1'}]}]}}});
    expect((await refusal(carrier(double).register(request))).message).toBe('PostNord booked the shipment but gave no item id');
    double.script({
      status: 200,
      body: {bookingResponse: {idInformation: [{status: 'OK', ids: [{idType: 'itemId', value: '00370730000000000099'}]}]}, labelPrintout: []},
    });
    expect((await refusal(carrier(double).register(request))).message).toBe('PostNord booked item 00370730000000000099 but returned no label');
  });
});

describe('PostNord from the environment', () => {
  const complete = {
    POSTNORD_API_KEY: 'k'.repeat(32),
    POSTNORD_CUSTOMER_NUMBER: '1234567890',
    POSTNORD_SENDER: 'Karat Guld AB|Drottninggatan 5|111 22|Stockholm',
  };

  it('is off without an API key', () => {
    expect(postNordCarrierFromEnv({})).toBeUndefined();
    expect(postNordCarrierFromEnv({ROYAL_MAIL_API_KEY: 'x'})).toBeUndefined();
  });

  it('is configured by the POSTNORD_ variables, with documented defaults', () => {
    const pn = postNordCarrierFromEnv(complete);
    expect(pn).toBeInstanceOf(PostNordCarrier);
    expect(pn?.name).toBe('postnord');
    expect((pn as unknown as {config: PostNordConfig}).config).toEqual({
      baseUrl: 'https://api2.postnord.com',
      apiKey: 'k'.repeat(32),
      customerNumber: '1234567890',
      issuerCode: 'Z12',
      serviceCode: '24',
      additionalServiceCodes: [],
      applicationId: undefined,
      sender: {
        name: 'Karat Guld AB',
        street: 'Drottninggatan 5',
        postalCode: '111 22',
        city: 'Stockholm',
        countryCode: 'SE',
        phone: undefined,
        email: undefined,
      },
      labelFormat: 'pdf',
      paperSize: undefined,
      endpoint: 'returns',
      weightKg: undefined,
      timeoutMs: 20_000,
    });
    const custom = postNordCarrierFromEnv({
      ...complete,
      POSTNORD_BASE_URL: 'https://atapi2.postnord.com',
      POSTNORD_LABEL_FORMAT: 'zpl',
      POSTNORD_ENDPOINT: 'edi',
      POSTNORD_ADDITIONAL_SERVICE_CODES: 'A3, A4',
      POSTNORD_TIMEOUT_MS: '5000',
    }) as unknown as {config: PostNordConfig};
    expect(custom.config).toMatchObject({
      baseUrl: 'https://atapi2.postnord.com',
      labelFormat: 'zpl',
      endpoint: 'edi',
      additionalServiceCodes: ['A3', 'A4'],
      timeoutMs: 5000,
    });
  });

  it('names the variable a partial configuration lacks or has wrong', () => {
    expect(() => postNordCarrierFromEnv({...complete, POSTNORD_CUSTOMER_NUMBER: ''})).toThrow(/POSTNORD_CUSTOMER_NUMBER must be set/);
    expect(() => postNordCarrierFromEnv({POSTNORD_API_KEY: 'k', POSTNORD_CUSTOMER_NUMBER: '1'})).toThrow(/POSTNORD_SENDER must be set/);
    expect(() => postNordCarrierFromEnv({POSTNORD_CUSTOMER_NUMBER: '1', POSTNORD_SENDER: complete.POSTNORD_SENDER})).toThrow(/POSTNORD_API_KEY must be set/);
    expect(() => postNordCarrierFromEnv({...complete, POSTNORD_SENDER: 'Karat|Street 1|11122'})).toThrow(
      /POSTNORD_SENDER must be "Name\|Street\|Postal code\|City"/,
    );
    expect(() => postNordCarrierFromEnv({...complete, POSTNORD_LABEL_FORMAT: 'png'})).toThrow(/POSTNORD_LABEL_FORMAT must be one of pdf, zpl/);
    expect(() => postNordCarrierFromEnv({...complete, POSTNORD_TIMEOUT_MS: 'soon'})).toThrow(/POSTNORD_TIMEOUT_MS must be a whole number/);
  });
});
