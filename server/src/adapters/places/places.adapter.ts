export interface PlaceSuggestion {
  description: string;
  address: string;
  zip: string;
  city: string;
}

/** Address autocomplete for the order form (address, zip and city in one pick). */
export interface PlacesProvider {
  readonly enabled: boolean;
  autocomplete(query: string, country?: string): Promise<PlaceSuggestion[]>;
}

/** The default: off. The form is filled by hand and nothing leaves the machine. */
export class NoPlacesProvider implements PlacesProvider {
  readonly enabled = false;
  async autocomplete(): Promise<PlaceSuggestion[]> {
    return [];
  }
}

/**
 * An HTTP geocoder answering GET {PLACES_URL}?q=...&country=... with a JSON array of
 * {description, address, zip, city} (an in-house proxy in front of the commercial service).
 * PLACES_API_KEY, when set, travels as a bearer token.
 */
export class HttpPlacesProvider implements PlacesProvider {
  readonly enabled = true;
  constructor(private config: {url: string; apiKey?: string}) {}

  async autocomplete(query: string, country?: string): Promise<PlaceSuggestion[]> {
    const url = new URL(this.config.url);
    url.searchParams.set('q', query);
    if (country) url.searchParams.set('country', country);
    const response = await fetch(url, {
      headers: this.config.apiKey ? {Authorization: `Bearer ${this.config.apiKey}`} : {},
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`Address service answered HTTP ${response.status}`);
    const body = (await response.json()) as unknown;
    if (!Array.isArray(body)) throw new Error('Address service answered something other than a list');
    return body
      .filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null)
      .slice(0, 10)
      .map(p => ({description: String(p.description ?? ''), address: String(p.address ?? ''), zip: String(p.zip ?? ''), city: String(p.city ?? '')}));
  }
}

export function placesProviderFromEnv(env: NodeJS.ProcessEnv = process.env): PlacesProvider {
  return env.PLACES_URL ? new HttpPlacesProvider({url: env.PLACES_URL, apiKey: env.PLACES_API_KEY}) : new NoPlacesProvider();
}
