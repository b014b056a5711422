import {ControllerRoute, HttpErrors, RestBindings} from '@loopback/rest';
import {KaratApplication} from '../../application';
import {QuietTrieRouter} from '../../quiet-trie.router';

const route = (verb: string, path: string) => new ControllerRoute(verb, path, {responses: {}, 'x-operation-name': 'x'}, class {});
const request = (method: string, path: string) => ({method, path}) as never;

describe('QuietTrieRouter', () => {
  it('is the router of the application', () => {
    const app = new KaratApplication({database: {url: 'postgres://unused@127.0.0.1:1/unused'}});
    expect(app.getSync(RestBindings.ROUTER)).toBeInstanceOf(QuietTrieRouter);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'takes a segment named %s for a parameter or for no route, never an Object member',
    name => {
      const router = new QuietTrieRouter();
      const byId = route('get', '/Orders/{id}');
      const history = route('get', '/Orders/{id}/history');
      router.add(byId);
      router.add(history);
      router.add(route('get', '/Orders/count'));
      expect(router.find(request('GET', `/Orders/${name}`))).toMatchObject({pathParams: {id: name}});
      expect(router.find(request('GET', `/Orders/${name}/history`))).toMatchObject({pathParams: {id: name}});
      expect(router.find(request('GET', `/${name}`))).toBeUndefined();
      expect(router.find(request('GET', `/${name}/history`))).toBeUndefined();
      // A route added after the first ones gets the same treatment.
      router.add(route('get', '/Clients/{id}'));
      expect(router.find(request('GET', `/Clients/${name}`))).toMatchObject({pathParams: {id: name}});
      expect(router.find(request('GET', `/Clients/count/${name}`))).toBeUndefined();
    },
  );

  it('answers 400 to a malformed percent-encoding in a path parameter', () => {
    const router = new QuietTrieRouter();
    router.add(route('get', '/Orders/{id}'));
    expect(() => router.find(request('GET', '/Orders/%E0'))).toThrow(HttpErrors.BadRequest);
  });
});
