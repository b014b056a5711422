import {createResolvedRoute, ResolvedRoute, RouteEntry, TrieRouter} from '@loopback/rest';

/**
 * LoopBack's TrieRouter formats every matched route with util.inspect for a debug line, even when
 * debugging is off; on routes with a path parameter that was a measurable share of each request.
 * This router matches the same way and skips the formatting.
 */
export class QuietTrieRouter extends TrieRouter {
  protected findRouteWithPathVars(verb: string, path: string): ResolvedRoute | undefined {
    const trie = (this as unknown as {trie: {match(key: string): {node: {value?: RouteEntry}; params?: Record<string, string>} | undefined}}).trie;
    const found = trie.match(this.getKey(verb, path));
    const route = found?.node.value;
    return route ? createResolvedRoute(route, found!.params ?? {}) : undefined;
  }
}
