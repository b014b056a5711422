import {COUNTRY_LABELS, type Country} from '@karat/shared';
import {CarrierError, type Carrier, type Shipment, type ShipmentRequest} from './carrier.adapter';
import {postiCarrierFromEnv} from './posti.carrier';
import {postNordCarrierFromEnv} from './postnord.carrier';
import {royalMailCarrierFromEnv} from './royal-mail.carrier';

/** The variable that turns each country's carrier on (docs/carriers.md). */
const SWITCH: Record<Country, string> = {finland: 'POSTI_CLIENT_ID', sweden: 'POSTNORD_API_KEY', uk: 'ROYAL_MAIL_API_KEY'};

/**
 * The carrier of each order's country: Posti for Finland, PostNord for Sweden, Royal Mail for the
 * UK, each when configured. A country without one uses the local default, except in production,
 * where its registrations fail with the variable to set (a bag with a made-up number would never
 * reach anyone).
 */
export class CountryCarriers implements Carrier {
  readonly name = 'by-country' as const;

  constructor(
    private readonly byCountry: Partial<Record<Country, Carrier>>,
    private readonly fallback: Carrier | undefined,
  ) {}

  async register(request: ShipmentRequest, options?: object): Promise<Shipment> {
    return this.carrierOf(request.country).register(request, options);
  }

  async returnCodeFor(trackingNumber: string, country: Country): Promise<string | undefined> {
    return this.carrierOf(country).returnCodeFor?.(trackingNumber, country);
  }

  /** One line per country for the start-up log: which carrier serves it. */
  describe(): string[] {
    return (Object.keys(SWITCH) as Country[]).map(
      country => `${COUNTRY_LABELS[country]}: ${this.byCountry[country]?.name ?? (this.fallback ? 'local default' : `none (set ${SWITCH[country]})`)}`,
    );
  }

  private carrierOf(country: Country): Carrier {
    const carrier = this.byCountry[country] ?? this.fallback;
    if (carrier) return carrier;
    throw new CarrierError('local', `No carrier is configured for ${COUNTRY_LABELS[country] ?? country}: set ${SWITCH[country]} (docs/carriers.md)`, false);
  }
}

/** The carriers of the environment (each throws on a partial configuration, naming the variable), the local default outside production. */
export function carriersFromEnv(local: Carrier, env: NodeJS.ProcessEnv = process.env): CountryCarriers {
  const byCountry: Partial<Record<Country, Carrier>> = {
    finland: postiCarrierFromEnv(env),
    sweden: postNordCarrierFromEnv(env),
    uk: royalMailCarrierFromEnv(env),
  };
  return new CountryCarriers(byCountry, env.NODE_ENV === 'production' ? undefined : local);
}
