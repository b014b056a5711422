import {CarrierError, type Carrier, type ShipmentRequest} from '../../adapters/carrier/carrier.adapter';
import {carriersFromEnv, CountryCarriers} from '../../adapters/carrier/carriers';

const request = (country: ShipmentRequest['country']): ShipmentRequest => ({
  orderId: 1,
  orderNumber: 10001,
  country,
  recipient: {name: 'Liisa Virtanen', address: 'Aurakatu 1', zip: '20100', city: 'Turku'},
});

const named = (name: 'posti' | 'local'): Carrier => ({
  name,
  register: async () => ({carrier: name, trackingNumber: `${name}-1`}),
  returnCodeFor: async () => `${name}-code`,
});

describe('the carrier of each order country (CountryCarriers)', () => {
  it("asks the country's carrier, and the local default for a country without one", async () => {
    const carriers = new CountryCarriers({finland: named('posti')}, named('local'));
    expect((await carriers.register(request('finland'))).carrier).toBe('posti');
    expect((await carriers.register(request('sweden'))).carrier).toBe('local');
    expect(await carriers.returnCodeFor('JJ1', 'finland')).toBe('posti-code');
    expect(carriers.describe()).toEqual(['Finland: posti', 'Sweden: local default', 'UK: local default']);
  });

  it('in production a country without a carrier is refused with the variable to set, never numbered locally', async () => {
    const carriers = carriersFromEnv(named('local'), {NODE_ENV: 'production'});
    const refusal = await carriers.register(request('sweden')).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(CarrierError);
    expect(refusal).toMatchObject({retryable: false, message: 'No carrier is configured for Sweden: set POSTNORD_API_KEY (docs/carriers.md)'});
    expect(carriers.describe()).toEqual(['Finland: none (set POSTI_CLIENT_ID)', 'Sweden: none (set POSTNORD_API_KEY)', 'UK: none (set ROYAL_MAIL_API_KEY)']);
  });

  it('outside production, with nothing configured, every country is the local default; a half configuration stops with its variable', () => {
    expect(carriersFromEnv(named('local'), {}).describe()).toEqual(['Finland: local default', 'Sweden: local default', 'UK: local default']);
    expect(() => carriersFromEnv(named('local'), {POSTNORD_API_KEY: 'k'})).toThrow(/POSTNORD_/);
  });
});
