import {CarrierError, type ShipmentRequest} from '../../adapters/carrier/carrier.adapter';
import {PostiCarrier, postiCarrierFromEnv, type PostiCarrierConfig} from '../../adapters/carrier/posti.carrier';
import {givenPostiDouble, postiErrors, type PostiDouble, type PostiDoubleOptions} from '../helpers/posti-double';

const doubles: PostiDouble[] = [];

afterEach(async () => {
  await Promise.all(doubles.splice(0).map(d => d.close()));
});

async function givenPosti(options: PostiDoubleOptions = {}) {
  const double = await givenPostiDouble(options);
  doubles.push(double);
  return double;
}

function carrierFor(double: PostiDouble, config: Partial<PostiCarrierConfig> = {}) {
  return new PostiCarrier({
    apiUrl: double.url,
    tokenUrl: double.tokenUrl,
    clientId: double.options.clientId,
    clientSecret: double.options.clientSecret,
    tokenAuth: double.options.tokenAuth,
    contractNumber: double.options.contractNumber,
    productCode: double.options.products[0],
    sender: {name: 'Karat Oy', street: 'Mannerheimintie 1', postalCode: '00100', city: 'Helsinki', email: 'vastaanotto@karat.example'},
    labelFormat: 'zpl',
    timeoutMs: 2_000,
    ...config,
  });
}

function request(recipient: Partial<ShipmentRequest['recipient']> = {}, rest: Partial<ShipmentRequest> = {}): ShipmentRequest {
  return {
    orderId: 7,
    orderNumber: 100_007,
    country: 'finland',
    language: 'finnish',
    recipient: {
      name: 'Maija Meikäläinen',
      address: 'Aurakatu 1 A 3',
      zip: '20100',
      city: 'Turku',
      phone: '+358 40 123 4567',
      email: 'maija@example.fi',
      ...recipient,
    },
    ...rest,
  };
}

async function refusalOf(promise: Promise<unknown>): Promise<CarrierError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CarrierError);
  return err as CarrierError;
}

describe('Posti carrier against a local Posti double', () => {
  it('registers the return parcel: one token for two shipments, the ZPL label, the tracking page and the return code', async () => {
    const posti = await givenPosti();
    const carrier = carrierFor(posti);

    const first = await carrier.register(request());
    const second = await carrier.register(request({name: 'Matti Virtanen'}, {orderId: 8, orderNumber: 100_008}));

    expect(posti.tokensIssued).toBe(1);
    const [tokenRequest] = posti.requests('token');
    expect(tokenRequest.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenRequest.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'karat-client',
      client_secret: 's3cret:with:colons',
    });

    for (const [shipment, orderNumber] of [
      [first, 100_007],
      [second, 100_008],
    ] as const) {
      expect(shipment.carrier).toBe('posti');
      expect(shipment.trackingNumber).toMatch(/^JJFI\d{16}$/);
      expect(shipment.trackingUrl).toBe(`https://www.posti.fi/fi/seuranta#/lahetys/${shipment.trackingNumber}`);
      expect(shipment.label?.format).toBe('zpl');
      expect(shipment.label?.content.toString()).toBe(`^XA^FO40,40^BCN,120^FD${shipment.trackingNumber}^FS^XZ`);
      expect(shipment.returnCode).toMatch(/^[0-9A-F]{6}$/);
      expect(orderNumber).toBeGreaterThan(0);
    }
    expect(first.trackingNumber).not.toBe(second.trackingNumber);

    const shipments = posti.requests('shipment');
    expect(shipments).toHaveLength(2);
    for (const seen of shipments) {
      expect(seen.url).toBe('/shippingapi/api/v2/shipping/order?returnFile=true');
      expect(seen.headers.authorization).toBe('Bearer posti-token-1');
      expect(seen.headers['content-type']).toBe('application/json');
    }
    // The return parcel: the client sends it, the company receives it and pays through its contract.
    expect(JSON.parse(shipments[0].body)).toEqual({
      printConfig: {target1Media: 'thermo-190', target1Type: 'zpl'},
      shipment: {
        sender: {
          name: 'Maija Meikäläinen',
          address1: 'Aurakatu 1 A 3',
          zipcode: '20100',
          city: 'Turku',
          country: 'FI',
          phone: '+358401234567',
          mobile: '+358401234567',
          email: 'maija@example.fi',
        },
        senderPartners: [{id: 'POSTI', custNo: '654321'}],
        receiver: {name: 'Karat Oy', address1: 'Mannerheimintie 1', zipcode: '00100', city: 'Helsinki', country: 'FI', email: 'vastaanotto@karat.example'},
        service: {id: 'PO2108'},
        orderNo: '100007',
        receiverReference: '100007',
        parcels: [{copies: 1, weight: 0.5}],
      },
    });
    const codes = posti.requests('sendingCode');
    expect(codes.map(c => JSON.parse(c.body))).toEqual([
      {searchCriteria: {trackingNumber: first.trackingNumber}},
      {searchCriteria: {trackingNumber: second.trackingNumber}},
    ]);
    expect(codes.every(c => c.headers.authorization === 'Bearer posti-token-1')).toBe(true);
  });

  it('gets a PDF label with HTTP Basic credentials, and registrations at the same moment share one token request', async () => {
    const posti = await givenPosti({tokenAuth: 'basic', gatewaySecret: 'gw-secret'});
    const carrier = carrierFor(posti, {labelFormat: 'pdf', gatewaySecret: 'gw-secret'});

    const [a, b] = await Promise.all([carrier.register(request()), carrier.register(request({name: 'Toinen'}))]);

    expect(posti.tokensIssued).toBe(1);
    const [tokenRequest] = posti.requests('token');
    expect(tokenRequest.headers.authorization).toBe('Basic ' + Buffer.from('karat-client:s3cret:with:colons').toString('base64'));
    expect(Object.fromEntries(new URLSearchParams(tokenRequest.body))).toEqual({grant_type: 'client_credentials'});
    expect(posti.requests('shipment').every(r => r.headers['x-gateway-secret'] === 'gw-secret')).toBe(true);
    for (const shipment of [a, b]) {
      expect(shipment.label?.format).toBe('pdf');
      expect(shipment.label?.content.subarray(0, 8).toString()).toBe('%PDF-1.4');
    }
    expect(JSON.parse(posti.requests('shipment')[0].body).printConfig).toEqual({target1Media: 'thermo-190', target1Type: 'pdf'});
  });

  it('fetches a new token shortly before the old one expires, not earlier', async () => {
    const posti = await givenPosti({expiresIn: 3600});
    let now = 1_000_000;
    const carrier = carrierFor(posti, {now: () => now});

    await carrier.register(request());
    now += 3000 * 1000;
    await carrier.register(request());
    expect(posti.tokensIssued).toBe(1);

    now += 541 * 1000; // 59 s before Posti's hour is up: inside the minute's margin
    await carrier.register(request());
    expect(posti.tokensIssued).toBe(2);
    expect(posti.requests('shipment').map(r => r.headers.authorization)).toEqual(['Bearer posti-token-1', 'Bearer posti-token-1', 'Bearer posti-token-2']);
  });

  it('answers a 401 with one new token and the same request again, and gives up after a second 401', async () => {
    const posti = await givenPosti();
    const carrier = carrierFor(posti);
    await carrier.register(request());

    posti.revokeTokens();
    const shipment = await carrier.register(request());
    expect(shipment.trackingNumber).toMatch(/^JJFI/);
    expect(posti.tokensIssued).toBe(2);
    expect(posti.requests('shipment').map(r => r.headers.authorization)).toEqual(['Bearer posti-token-1', 'Bearer posti-token-1', 'Bearer posti-token-2']);

    posti.rejectEveryToken();
    const err = await refusalOf(carrier.register(request()));
    expect(err.status).toBe(401);
    expect(err.retryable).toBe(false);
    expect(err.message).toBe('Posti refused the shipment (HTTP 401): Unauthorized');
    expect(posti.tokensIssued).toBe(3);
    expect(posti.requests('shipment')).toHaveLength(5);
  });

  it('turns a refusal in Posti’s error shape into a CarrierError that needs a person, with Posti’s reason', async () => {
    const posti = await givenPosti();
    const carrier = carrierFor(posti);
    posti.answerNext('shipment', {status: 400, body: postiErrors({field: 'receiver.zipcode', message: 'Invalid postal code'})});

    const err = await refusalOf(carrier.register(request()));
    expect(err.retryable).toBe(false);
    expect(err.status).toBe(400);
    expect(err.message).toBe('Posti refused the shipment (HTTP 400): receiver.zipcode: Invalid postal code');

    // The double's own validation: a product the contract does not hold.
    const wrongProduct = await refusalOf(carrierFor(posti, {productCode: 'PO9999'}).register(request()));
    expect(wrongProduct.retryable).toBe(false);
    expect(wrongProduct.status).toBe(422);
    expect(wrongProduct.message).toBe('Posti refused the shipment (HTTP 422): service.id: Service PO9999 is not in the contract');
  });

  it('refused credentials are a CarrierError with the token server’s reason', async () => {
    const posti = await givenPosti();
    const err = await refusalOf(carrierFor(posti, {clientSecret: 'wrong'}).register(request()));
    expect(err.retryable).toBe(false);
    expect(err.status).toBe(401);
    expect(err.message).toBe('Posti did not issue an access token (HTTP 401): Bad credentials');
    expect(posti.requests('shipment')).toHaveLength(0);
  });

  it('a 500 or a 429 from Posti is worth trying again', async () => {
    const posti = await givenPosti();
    const carrier = carrierFor(posti);
    posti.answerNext('shipment', {status: 500, body: {message: 'Internal Server Error'}});
    const err = await refusalOf(carrier.register(request()));
    expect(err.retryable).toBe(true);
    expect(err.status).toBe(500);
    expect(err.message).toBe('Posti refused the shipment (HTTP 500): Internal Server Error');

    posti.answerNext('shipment', {status: 429, body: {message: 'Too Many Requests'}});
    expect((await refusalOf(carrier.register(request()))).retryable).toBe(true);

    posti.answerNext('token', {status: 503, body: 'upstream down'});
    const tokenDown = await refusalOf(carrierFor(posti).register(request()));
    expect(tokenDown.retryable).toBe(true);
    expect(tokenDown.message).toBe('Posti did not issue an access token (HTTP 503): upstream down');

    expect((await carrier.register(request())).trackingNumber).toMatch(/^JJFI/);
  });

  it('a Posti that never answers is a retryable timeout', async () => {
    const posti = await givenPosti();
    const carrier = carrierFor(posti, {timeoutMs: 300});
    posti.answerNext('shipment', 'hang');
    const started = Date.now();
    const err = await refusalOf(carrier.register(request()));
    expect(err.retryable).toBe(true);
    expect(err.status).toBeUndefined();
    expect(err.message).toBe('Posti did not answer in 0.3 s');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('hostile names and addresses: quotes kept, emoji and control characters dropped, long text cut to the limit', async () => {
    const posti = await givenPosti();
    const carrier = carrierFor(posti);
    const longName = `Anna-Liisa “Kulta” O’Brien-${'Virtanen'.repeat(30)} 💰🥇`;

    const shipment = await carrier.register(
      request({
        name: longName,
        address: 'Sibeliuksenkatu 12 B 4\n\t"; DROP TABLE orders; -- 🏠',
        zip: ' 00 260 ',
        city: 'Helsinki\u0000',
        phone: '040 123 (4567)',
        email: 'not an email',
      }),
    );
    expect(shipment.trackingNumber).toMatch(/^JJFI/);

    const sender = JSON.parse(posti.requests('shipment')[0].body).shipment.sender;
    expect(sender.name).toBe(`Anna-Liisa "Kulta" O'Brien-Virtanen`);
    expect(sender.name).toHaveLength(35);
    // Cut at the last space of the 35 characters; ';' is no address character.
    expect(sender.address1).toBe('Sibeliuksenkatu 12 B 4 " DROP');
    expect(sender.zipcode).toBe('00260');
    expect(sender.city).toBe('Helsinki');
    expect(sender.phone).toBe('0401234567');
    expect(sender).not.toHaveProperty('email');
  });

  it('refuses, before asking Posti, an address a label cannot carry', async () => {
    const posti = await givenPosti();
    const carrier = carrierFor(posti);

    const noName = await refusalOf(carrier.register(request({name: '💰🥇 🙂'})));
    expect(noName.retryable).toBe(false);
    expect(noName.message).toBe("Posti: the client's address cannot go on a Posti label: the name has no letters a label can print");

    const badZip = await refusalOf(carrier.register(request({zip: '2010'})));
    expect(badZip.retryable).toBe(false);
    expect(badZip.message).toMatch(/"2010" is not a Finnish postal code \(5 digits\)/);

    const abroad = await refusalOf(carrier.register(request({}, {country: 'sweden'})));
    expect(abroad.message).toBe('Posti: Posti registers return parcels from Finland only, not from sweden');

    expect(posti.requests('token')).toHaveLength(0);
    expect(posti.requests('shipment')).toHaveLength(0);
  });

  it('fetches the label from its href when Posti does not put it inline', async () => {
    const posti = await givenPosti({labelsByHrefOnly: true});
    const shipment = await carrierFor(posti, {labelFormat: 'pdf'}).register(request());
    expect(shipment.label?.content.toString()).toBe(`%PDF-1.4\n% label ${shipment.trackingNumber}\n%%EOF\n`);
    const [print] = posti.requests('print');
    expect(print.method).toBe('GET');
    expect(print.headers.authorization).toBe('Bearer posti-token-1');
  });

  it('a shipment Posti created without a label is not registered again by a retry', async () => {
    const posti = await givenPosti();
    posti.answerNext('shipment', {status: 201, body: [{id: 'shp-x', parcels: [{parcelNo: 'JJFI65432100000099999'}], prints: []}]});
    const err = await refusalOf(carrierFor(posti).register(request()));
    expect(err.retryable).toBe(false);
    expect(err.message).toBe('Posti registered JJFI65432100000099999 but its label could not be had (no ZPL label in the answer): do not register again');

    posti.answerNext('shipment', {status: 201, body: 'created'});
    const notJson = await refusalOf(carrierFor(posti).register(request()));
    expect(notJson.retryable).toBe(false);
    expect(notJson.message).toBe('Posti answered HTTP 201 with something other than JSON: look it up in OmaPosti Pro before registering again');
  });

  it('a return code Posti cannot give yet does not fail the registration, and can be asked for again', async () => {
    const posti = await givenPosti();
    const carrier = carrierFor(posti);
    posti.answerNext('sendingCode', {status: 404, body: {message: 'Shipment not found'}});

    const shipment = await carrier.register(request());
    expect(shipment.trackingNumber).toMatch(/^JJFI/);
    expect(shipment.label?.content.length).toBeGreaterThan(0);
    expect(shipment.returnCode).toBeUndefined();
    expect(await carrier.returnCodeFor(shipment.trackingNumber)).toMatch(/^[0-9A-F]{6}$/);

    const withoutCodes = carrierFor(posti, {sendingCodePath: null});
    expect((await withoutCodes.register(request())).returnCode).toBeUndefined();
    expect(posti.requests('sendingCode')).toHaveLength(2);
  });
});

describe('the Posti double', () => {
  it('refuses what Posti refuses: no bearer token, not JSON, a party over the limits or without a postal code', async () => {
    const posti = await givenPosti();
    const tokenAnswer = await fetch(posti.tokenUrl, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({grant_type: 'client_credentials', client_id: 'karat-client', client_secret: 's3cret:with:colons'}),
    });
    const {access_token: token} = (await tokenAnswer.json()) as {access_token: string};
    const order = `${posti.url}/shippingapi/api/v2/shipping/order?returnFile=true`;
    const party = {name: 'Maija', address1: 'Aurakatu 1', zipcode: '20100', city: 'Turku', country: 'FI'};
    const body = (sender: object) =>
      JSON.stringify({
        printConfig: {target1Media: 'thermo-190', target1Type: 'zpl'},
        shipment: {sender, receiver: party, senderPartners: [{id: 'POSTI', custNo: '654321'}], service: {id: 'PO2108'}, parcels: [{copies: 1, weight: 1}]},
      });
    const post = (headers: Record<string, string>, payload: string) => fetch(order, {method: 'POST', headers, body: payload});
    const json = {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'};

    expect((await post({'Content-Type': 'application/json'}, body(party))).status).toBe(401);
    expect((await post({Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain'}, body(party))).status).toBe(415);
    const refused = await post(json, body({...party, name: 'x'.repeat(36), zipcode: '', city: 'Turku 🏠'}));
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as {field: string}[]).map(e => e.field)).toEqual(['sender.name', 'sender.zipcode', 'sender.city']);
    expect((await post(json, body(party))).status).toBe(201);
  });
});

describe('postiCarrierFromEnv', () => {
  const full = {
    POSTI_CLIENT_ID: 'karat-client',
    POSTI_CLIENT_SECRET: 's3cret:with:colons',
    POSTI_CONTRACT_NUMBER: '654321',
    POSTI_PRODUCT_CODE: 'PO2108',
    POSTI_SENDER: 'Karat Oy|Mannerheimintie 1|00100|Helsinki',
  };
  const without = (name: keyof typeof full) => Object.fromEntries(Object.entries(full).filter(([key]) => key !== name));

  it('is off without POSTI_CLIENT_ID, and refuses a half configuration naming the missing variable', () => {
    expect(postiCarrierFromEnv({})).toBeUndefined();
    expect(postiCarrierFromEnv({POSTI_TIMEOUT_MS: '5000', POSTI_LABEL_FORMAT: 'pdf'})).toBeUndefined();
    expect(() => postiCarrierFromEnv(without('POSTI_CLIENT_ID'))).toThrow(
      'POSTI_CLIENT_ID must be set: POSTI_CLIENT_SECRET is set, so Posti is half configured',
    );
    expect(() => postiCarrierFromEnv({POSTI_SENDER: full.POSTI_SENDER})).toThrow(/^POSTI_CLIENT_ID must be set/);
    for (const name of ['POSTI_CLIENT_SECRET', 'POSTI_CONTRACT_NUMBER', 'POSTI_PRODUCT_CODE', 'POSTI_SENDER'] as const) {
      expect(() => postiCarrierFromEnv(without(name))).toThrow(`${name} must be set when POSTI_CLIENT_ID is set`);
    }
    expect(() => postiCarrierFromEnv({...full, POSTI_CLIENT_SECRET: '  '})).toThrow('POSTI_CLIENT_SECRET must be set when POSTI_CLIENT_ID is set');
    expect(() => postiCarrierFromEnv({...full, POSTI_SENDER: 'Karat Oy|Mannerheimintie 1|00100'})).toThrow(
      /^POSTI_SENDER must be "Name\|Street 1\|Postal code\|City"/,
    );
    expect(() => postiCarrierFromEnv({...full, POSTI_SENDER: 'Karat Oy|Mannerheimintie 1|100|Helsinki'})).toThrow(
      /^POSTI_SENDER is not usable: .*"100" is not a Finnish postal code/,
    );
    expect(() => postiCarrierFromEnv({...full, POSTI_LABEL_FORMAT: 'png'})).toThrow('POSTI_LABEL_FORMAT must be one of zpl, pdf, not "png"');
    expect(() => postiCarrierFromEnv({...full, POSTI_TOKEN_AUTH: 'header'})).toThrow('POSTI_TOKEN_AUTH must be one of body, basic, not "header"');
    expect(() => postiCarrierFromEnv({...full, POSTI_TIMEOUT_MS: 'soon'})).toThrow('POSTI_TIMEOUT_MS must be a positive number, not "soon"');
    expect(postiCarrierFromEnv(full)).toBeInstanceOf(PostiCarrier);
  });

  it('configures a carrier that registers against the URLs it is given', async () => {
    const posti = await givenPosti({tokenAuth: 'basic'});
    const carrier = postiCarrierFromEnv({
      ...full,
      POSTI_API_URL: posti.url,
      POSTI_TOKEN_URL: posti.tokenUrl,
      POSTI_TOKEN_AUTH: 'basic',
      POSTI_SENDER: 'Karat Oy | Mannerheimintie 1 | 00100 | Helsinki | FI',
      POSTI_SENDER_PHONE: '+358 9 123 456',
      POSTI_LABEL_FORMAT: 'pdf',
      POSTI_PARCEL_WEIGHT_KG: '0.2',
      POSTI_SENDING_CODE_PATH: 'off',
      POSTI_TRACKING_URL: 'https://www.posti.fi/en/tracking#/shipment/{trackingNumber}',
    });
    const shipment = await carrier!.register(request());
    expect(shipment).toMatchObject({
      carrier: 'posti',
      trackingUrl: `https://www.posti.fi/en/tracking#/shipment/${shipment.trackingNumber}`,
      label: {format: 'pdf'},
    });
    expect(shipment.returnCode).toBeUndefined();
    const body = JSON.parse(posti.requests('shipment')[0].body);
    expect(body.shipment.receiver).toEqual({
      name: 'Karat Oy',
      address1: 'Mannerheimintie 1',
      zipcode: '00100',
      city: 'Helsinki',
      country: 'FI',
      phone: '+3589123456',
      mobile: '+3589123456',
    });
    expect(body.shipment.parcels).toEqual([{copies: 1, weight: 0.2}]);
    expect(posti.requests('sendingCode')).toHaveLength(0);
  });
});
