import type {ShipmentRequest} from '../../adapters/carrier/carrier.adapter';
import {CarrierError} from '../../adapters/carrier/carrier.adapter';
import {type RoyalMailConfig, RoyalMailCarrier, royalMailCarrierFromEnv} from '../../adapters/carrier/royal-mail.carrier';
import {FAKE_RM_PDF, givenRoyalMailDouble} from '../helpers/royal-mail-double';

type Double = Awaited<ReturnType<typeof givenRoyalMailDouble>>;

const request: ShipmentRequest = {
  orderId: 52,
  orderNumber: 200052,
  country: 'uk',
  language: 'uk-english',
  recipient: {name: "Siobhán O'Neill", address: '10 Downing Street', zip: 'sw1a 2aa', city: 'London', phone: '447700900123', email: 'siobhan@example.co.uk'},
};

function carrier(double: Double, config: Partial<RoyalMailConfig> = {}) {
  return new RoyalMailCarrier({
    baseUrl: double.url,
    apiKey: double.apiKey,
    serviceCode: 'TPS48',
    packageFormat: 'smallParcel',
    weightInGrams: 1000,
    sender: {
      name: 'Karat Gold Ltd',
      street: '1 Hatton Garden',
      postalCode: 'EC1N 8JY',
      city: 'London',
      countryCode: 'GB',
      phone: '+442071234567',
      email: 'info@karat.example',
    },
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

describe('Royal Mail Click & Drop carrier against a local API double', () => {
  let double: Double;
  afterEach(async () => {
    await double.close();
  });

  it('creates an order to the company, fetches its PDF label and reads the tracking number the label gave it', async () => {
    double = await givenRoyalMailDouble();
    const shipment = await carrier(double).register(request);

    expect(shipment).toEqual({
      carrier: 'royal-mail',
      trackingNumber: 'TT000001001GB',
      trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/TT000001001GB',
      label: {format: 'pdf', content: Buffer.from(FAKE_RM_PDF)},
    });
    expect(double.seen.map(r => `${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''}`)).toEqual([
      'GET /api/v1/orders/%22karat-200052%22',
      'POST /api/v1/orders',
      'GET /api/v1/orders/1001/label?documentType=postageLabel&includeReturnsLabel=false',
      'GET /api/v1/orders/1001',
    ]);
    for (const req of double.seen) expect(req.headers.authorization).toBe(`Bearer ${double.apiKey}`);
    expect(double.seen[1].headers['content-type']).toBe('application/json');
    expect(double.seen[2].headers.accept).toBe('application/pdf');

    const item = double.createdItem();
    expect(item).toEqual({
      orderReference: 'karat-200052',
      recipient: {
        address: {
          fullName: 'Karat Gold Ltd',
          companyName: 'Karat Gold Ltd',
          addressLine1: '1 Hatton Garden',
          city: 'London',
          postcode: 'EC1N 8JY',
          countryCode: 'GB',
        },
        phoneNumber: '+442071234567',
        emailAddress: 'info@karat.example',
      },
      billing: {
        address: {fullName: "Siobhán O'Neill", addressLine1: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA', countryCode: 'GB'},
        phoneNumber: '+447700900123',
        emailAddress: 'siobhan@example.co.uk',
      },
      packages: [{weightInGrams: 1000, packageFormatIdentifier: 'smallParcel'}],
      orderDate: expect.any(String),
      subtotal: 0,
      shippingCostCharged: 0,
      total: 0,
      currencyCode: 'GBP',
      postageDetails: {serviceCode: 'TPS48'},
    });
  });

  it('takes the tracking number of the created order when Click & Drop gives it at once', async () => {
    double = await givenRoyalMailDouble({trackingOnCreate: true});
    const shipment = await carrier(double, {tradingName: 'Karat Gold'}).register(request);
    expect(shipment.trackingNumber).toBe('TT000001001GB');
    expect(double.seen.map(r => r.method)).toEqual(['GET', 'POST', 'GET']);
    expect(double.createdItem().sender).toEqual({tradingName: 'Karat Gold'});
  });

  it('a retry reuses the order an earlier try created instead of buying a second label', async () => {
    double = await givenRoyalMailDouble();
    double.script('label', {status: 503, body: {code: 'ServiceUnavailable', message: 'Label service unavailable'}});
    const first = await refusal(carrier(double).register(request));
    expect([first.status, first.retryable]).toEqual([503, true]);

    const shipment = await carrier(double).register(request);
    expect(shipment.trackingNumber).toBe('TT000001001GB');
    expect(double.orders).toHaveLength(1);
    expect(double.seen.filter(r => r.method === 'POST')).toHaveLength(1);
  });

  it('keeps hostile names and addresses within the documented field sizes, whole characters and all', async () => {
    double = await givenRoyalMailDouble();
    const hostile: ShipmentRequest = {
      ...request,
      recipient: {
        name: `"Bobby'); DROP TABLE orders;--" ${'Ünïcødé 🦄 '.repeat(30)}`,
        address: `Flat "B"\n12 ${'Long 🏰 Road '.repeat(40)}`,
        zip: 'SW1A 2AA',
        city: `London ${'🙂'.repeat(80)}`,
        phone: '+44 (0) 7700-900-123 ext 4567 and more',
        email: 'x'.repeat(300) + '@example.com',
      },
    };
    const shipment = await carrier(double, {
      sender: {name: 'Karat "Gold" Ltd 💷 '.repeat(20), street: '1 Hatton Garden', postalCode: 'EC1N 8JY', city: 'London', countryCode: 'GB'},
    }).register(hostile);
    expect(shipment.trackingNumber).toBe('TT000001001GB');

    const {billing, recipient} = double.createdItem();
    expect(billing.address.fullName.length).toBeLessThanOrEqual(210);
    expect(billing.address.fullName.startsWith(`"Bobby'); DROP TABLE orders;--" Ünïcødé 🦄`)).toBe(true);
    expect(billing.address.addressLine1).toMatch(/^Flat "B" 12 Long 🏰 Road/);
    for (const line of [billing.address.addressLine1, billing.address.addressLine2, billing.address.addressLine3]) expect(line.length).toBeLessThanOrEqual(100);
    expect(billing.address.city.length).toBeLessThanOrEqual(100);
    // A phone number or e-mail address too long for its field is left out, not cut into a wrong one.
    expect(billing.phoneNumber).toBeUndefined();
    expect(billing.emailAddress).toBeUndefined();
    expect(recipient.address.companyName.length).toBeLessThanOrEqual(100);
    expect(recipient.address.fullName.length).toBeLessThanOrEqual(210);
  });

  it('an order Click & Drop answers with 200 and failedOrders is a refusal that needs a person, with its errors as the reason', async () => {
    double = await givenRoyalMailDouble();
    const err = await refusal(carrier(double, {weightInGrams: 40_000, packageFormat: 'parcel'}).register(request));
    expect(err.retryable).toBe(false);
    expect(err.status).toBe(200);
    expect(err.message).toBe('Royal Mail refused the order: The field weightInGrams must be between 1 and 30000. (packages[0].weightInGrams)');
    expect(double.orders).toHaveLength(0);
  });

  it('a 400 with the ErrorResponse body needs a person and carries its message and details', async () => {
    double = await givenRoyalMailDouble();
    double.script('create', {status: 400, body: {code: 'InvalidRequest', message: 'The request body could not be parsed', details: 'Unexpected token at 12'}});
    const err = await refusal(carrier(double).register(request));
    expect([err.status, err.retryable]).toEqual([400, false]);
    expect(err.message).toBe('Royal Mail refused the shipment (HTTP 400): The request body could not be parsed: Unexpected token at 12');

    double.script('create', {status: 422, body: {code: 'Unprocessable', message: 'Service TPS48 is not available on this account'}});
    const unprocessable = await refusal(carrier(double).register(request));
    expect([unprocessable.status, unprocessable.retryable, unprocessable.message]).toEqual([
      422,
      false,
      'Royal Mail refused the shipment (HTTP 422): Service TPS48 is not available on this account',
    ]);
  });

  it('a label refused with the OrderErrorResponse list needs a person', async () => {
    double = await givenRoyalMailDouble();
    double.script('label', {
      status: 400,
      body: [{accountOrderNumber: 1001, code: 'PostageNotApplied', message: 'Label generation only available for orders with postage applied status'}],
    });
    const err = await refusal(carrier(double).register(request));
    expect([err.status, err.retryable]).toEqual([400, false]);
    expect(err.message).toBe('Royal Mail refused the shipment (HTTP 400): Label generation only available for orders with postage applied status');
  });

  it('a wrong API key (401) needs a person', async () => {
    double = await givenRoyalMailDouble();
    const err = await refusal(carrier(double, {apiKey: 'not-the-key'}).register(request));
    expect([err.status, err.retryable]).toEqual([401, false]);
    expect(err.message).toBe('Royal Mail refused the shipment (HTTP 401)');
  });

  it('500 and 429 can be retried', async () => {
    double = await givenRoyalMailDouble();
    double.script('create', {status: 500, body: {code: 'InternalServerError', message: 'An unexpected error occurred'}}, {status: 429, body: ''});
    const failed = await refusal(carrier(double).register(request));
    expect([failed.status, failed.retryable, failed.message]).toEqual([500, true, 'Royal Mail refused the shipment (HTTP 500): An unexpected error occurred']);
    const throttled = await refusal(carrier(double).register(request));
    expect([throttled.status, throttled.retryable]).toEqual([429, true]);
  });

  it('a Click & Drop that never answers is a retryable timeout', async () => {
    double = await givenRoyalMailDouble();
    double.script('create', 'hang');
    const err = await refusal(carrier(double, {timeoutMs: 200}).register(request));
    expect([err.retryable, err.message]).toEqual([true, 'Royal Mail did not answer in 0.2 s']);
  });

  it('a label that is not a PDF is a refusal, not a shipment with a broken label', async () => {
    double = await givenRoyalMailDouble();
    double.script('label', {status: 200, body: {message: 'ok'}});
    const err = await refusal(carrier(double).register(request));
    expect([err.retryable, err.message]).toEqual([false, 'Royal Mail answered the label of order 1001 with something else than a PDF']);
  });
});

describe('Royal Mail from the environment', () => {
  const complete = {ROYAL_MAIL_API_KEY: 'key', ROYAL_MAIL_SENDER: 'Karat Gold Ltd|1 Hatton Garden|EC1N 8JY|London'};

  it('is off without an API key', () => {
    expect(royalMailCarrierFromEnv({})).toBeUndefined();
    expect(royalMailCarrierFromEnv({POSTNORD_API_KEY: 'x'})).toBeUndefined();
  });

  it('is configured by the ROYAL_MAIL_ variables, with documented defaults', () => {
    const rm = royalMailCarrierFromEnv(complete) as unknown as {name: string; config: RoyalMailConfig};
    expect(rm).toBeInstanceOf(RoyalMailCarrier);
    expect(rm.name).toBe('royal-mail');
    expect(rm.config).toEqual({
      baseUrl: 'https://api.parcel.royalmail.com',
      apiKey: 'key',
      serviceCode: 'TPS48',
      packageFormat: 'smallParcel',
      weightInGrams: 1000,
      sender: {
        name: 'Karat Gold Ltd',
        street: '1 Hatton Garden',
        postalCode: 'EC1N 8JY',
        city: 'London',
        countryCode: 'GB',
        phone: undefined,
        email: undefined,
      },
      tradingName: undefined,
      timeoutMs: 20_000,
    });
    const custom = royalMailCarrierFromEnv({
      ...complete,
      ROYAL_MAIL_SERVICE_CODE: 'TPN24',
      ROYAL_MAIL_PACKAGE_FORMAT: 'largeLetter',
      ROYAL_MAIL_WEIGHT_GRAMS: '250',
    }) as unknown as {
      config: RoyalMailConfig;
    };
    expect(custom.config).toMatchObject({serviceCode: 'TPN24', packageFormat: 'largeLetter', weightInGrams: 250});
  });

  it('names the variable a partial configuration lacks or has wrong', () => {
    expect(() => royalMailCarrierFromEnv({ROYAL_MAIL_API_KEY: 'key'})).toThrow(/ROYAL_MAIL_SENDER must be set/);
    expect(() => royalMailCarrierFromEnv({ROYAL_MAIL_SENDER: complete.ROYAL_MAIL_SENDER})).toThrow(/ROYAL_MAIL_API_KEY must be set/);
    expect(() => royalMailCarrierFromEnv({...complete, ROYAL_MAIL_SENDER: 'Karat Gold Ltd|1 Hatton Garden|London'})).toThrow(
      /ROYAL_MAIL_SENDER must be "Name\|Street\|Postal code\|City"/,
    );
    expect(() => royalMailCarrierFromEnv({...complete, ROYAL_MAIL_WEIGHT_GRAMS: '40000'})).toThrow(
      /ROYAL_MAIL_WEIGHT_GRAMS must be a whole number from 1 to 30000/,
    );
    expect(() => royalMailCarrierFromEnv({...complete, ROYAL_MAIL_PACKAGE_FORMAT: 'crate'})).toThrow(/ROYAL_MAIL_PACKAGE_FORMAT must be one of/);
    expect(() => royalMailCarrierFromEnv({...complete, ROYAL_MAIL_SERVICE_CODE: 'TOOLONGCODE1'})).toThrow(/ROYAL_MAIL_SERVICE_CODE must be at most 10/);
  });
});
