import {createResolvedRoute, HttpErrors, ResolvedRoute, RouteEntry, TrieRouter} from '@loopback/rest';
import {trieOf, type TrieNode} from './loopback-internals';

/**
 * LoopBack's TrieRouter, with two changes:
 *
 * - It formats every matched route with util.inspect for a debug line, even when debugging is off;
 *   on routes with a path parameter that was a measurable share of each request. This router
 *   matches the same way and skips the formatting.
 * - Its trie keeps each node's children in a plain object and looks a path segment up in it, so a
 *   segment named like a member of Object.prototype (`constructor`, `__proto__`, `toString`,
 *   `hasOwnProperty`) found that member instead of no route, and the match threw (a 500, without a
 *   token, on every route with a path parameter). Here every children object has no prototype: it
 *   holds the routes' segments and nothing else.
 */
export class QuietTrieRouter extends TrieRouter {
  protected addRouteWithPathVars(route: RouteEntry): void {
    super.addRouteWithPathVars(route);
    withoutPrototypes(trieOf(this).root);
  }

  protected findRouteWithPathVars(verb: string, path: string): ResolvedRoute | undefined {
    let found;
    try {
      found = trieOf(this).match(this.getKey(verb, path));
    } catch (error) {
      // A path parameter is percent-decoded while matching: a malformed escape (`%E0`) is the client's.
      if (error instanceof URIError) throw new HttpErrors.BadRequest(`Malformed percent-encoding in the path: ${path}`);
      throw error;
    }
    const route = found?.node.value;
    return route ? createResolvedRoute(route, found!.params ?? {}) : undefined;
  }
}

/** Gives every children object of the trie a null prototype (the nodes a route just added have plain ones). */
function withoutPrototypes(node: TrieNode): void {
  if (Object.getPrototypeOf(node.children) !== null) Object.setPrototypeOf(node.children, null);
  for (const key of Object.keys(node.children)) withoutPrototypes(node.children[key]);
}
