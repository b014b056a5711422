import {client} from './sdk/client.gen';
import {tokenStore} from './auth-token';

/**
 * LoopBack reads `filter` and `where` as ONE JSON string (`?filter={"where":...}`), not as
 * deepObject brackets: object-valued query parameters are JSON.stringify'd, the rest stay plain.
 */
export function jsonQuerySerializer(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(text)}`);
  }
  return parts.join('&');
}

/**
 * Per-call option for operations whose generated code carries its own (form style) serializer, such
 * as the `where` of every /count and of /Orders/export.csv. That serializer throws on a nested where
 * ("Deeply-nested arrays/objects aren't supported") while building the URL, before any interceptor
 * runs, so those calls must name the JSON serializer themselves: `{query: {where}, ...jsonQuery}`.
 */
export const jsonQuery = {querySerializer: jsonQuerySerializer} as const;

let configured = false;

/** Configures the generated fetch client once: base URL, JSON query, bearer token, 401 handling. */
export function configureApiClient() {
  if (configured) return;
  configured = true;
  client.setConfig({baseUrl: '/api', querySerializer: jsonQuerySerializer});

  client.interceptors.request.use((request, options) => {
    // The generator gives some operations their own per-parameter serializer (style form), which
    // wins over the global one; rebuild those URLs so every object still travels as JSON.
    if (options.query && options.querySerializer !== jsonQuerySerializer) {
      request = new Request(client.buildUrl({...options, querySerializer: jsonQuerySerializer}), request);
    }
    const token = tokenStore.get();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });

  client.interceptors.response.use(response => {
    // A rejected token: forget it; the route guard sends the user to /login.
    if (response.status === 401 && tokenStore.get()) tokenStore.clear();
    return response;
  });
}
