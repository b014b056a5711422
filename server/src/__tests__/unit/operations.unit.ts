import {BindingScope, Context, CoreBindings, createBindingFromClass, inject, injectable} from '@loopback/core';
import {get, param, RestBindings, type Response} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {argumentsFor, OperationTable} from '../../pipeline/operations';
import {CLOCK} from '../../keys';
import {CALLER, type Caller} from '../../security/principal';

@injectable({scope: BindingScope.SINGLETON})
class ThingController {
  @get('/things/{id}')
  async find(@param.path.integer('id') id: number, @inject(SecurityBindings.USER) user: {id: number}, @param.query.string('q') q?: string) {
    return {id, q, by: user.id};
  }
  @get('/things/mine')
  async mine(@inject(CALLER) caller: Caller) {
    return caller.address;
  }
}

class TransientController {
  @get('/transient')
  async read() {
    return 1;
  }
}

@injectable({scope: BindingScope.SINGLETON})
class ClockController {
  @get('/clock')
  async read(@inject(CLOCK) clock: unknown) {
    return clock;
  }
}

@injectable({scope: BindingScope.SINGLETON})
class ResponseController {
  @get('/file')
  async write(@inject(RestBindings.Http.RESPONSE) response: Response) {
    return response.end('written by hand');
  }
}

function givenTable(...controllers: (new () => object)[]) {
  const app = new Context('app');
  app.bind(CoreBindings.APPLICATION_INSTANCE).to(app as never);
  for (const ctor of controllers) app.add(createBindingFromClass(ctor, {namespace: 'controllers', defaultScope: BindingScope.TRANSIENT}).tag('controller'));
  return {app, table: new OperationTable(app)};
}

describe('the route table', () => {
  it("holds each controller method by its route key, with each argument's source", async () => {
    const {table} = givenTable(ThingController);
    const find = table.of('GET /things/{id}')!;
    expect(find).toMatchObject({method: 'find', arguments: ['parameter', 'member', 'parameter']});
    const mine = table.of('GET /things/mine')!;
    expect(mine).toMatchObject({method: 'mine', arguments: ['caller']});
    expect(table.of('GET /nothing')).toBeUndefined();
    const caller = {address: '10.0.0.7', token: undefined};
    const args = argumentsFor(find.arguments, [7, 'gold'], {member: {id: 3}, caller});
    expect(await table.invoke(find, args)).toEqual({id: 7, q: 'gold', by: 3});
    expect(await table.invoke(mine, argumentsFor(mine.arguments, [], {caller}))).toBe('10.0.0.7');
  });

  it('calls one instance of a controller for every request', async () => {
    const {table} = givenTable(ThingController);
    const find = table.of('GET /things/{id}')!;
    await table.invoke(find, [1, {id: 1}]);
    const spy = vi.spyOn(ThingController.prototype, 'find');
    await table.invoke(find, [2, {id: 1}]);
    expect(spy.mock.contexts[0]).toBeInstanceOf(ThingController);
    const first = spy.mock.contexts[0];
    await table.invoke(find, [3, {id: 1}]);
    expect(spy.mock.contexts[1]).toBe(first);
    spy.mockRestore();
  });

  it('refuses a controller that is not a singleton, or a method that injects anything but the member and the caller', () => {
    expect(() => givenTable(TransientController).table.of('GET /transient')).toThrow('controllers.TransientController must be a singleton');
    expect(() => givenTable(ClockController).table.of('GET /clock')).toThrow('GET /clock: a controller method takes its parameters');
    // A controller answers by what it returns (a FileAnswer for a file), never by writing the response.
    expect(() => givenTable(ResponseController).table.of('GET /file')).toThrow('GET /file: a controller method takes its parameters');
  });

  it('sees a controller bound later', async () => {
    const {app, table} = givenTable();
    expect(table.of('GET /things/mine')).toBeUndefined();
    app.add(createBindingFromClass(ThingController, {namespace: 'controllers'}).tag('controller'));
    // The view refreshes on the binding event.
    await new Promise(resolve => setImmediate(resolve));
    expect(table.of('GET /things/mine')).toBeDefined();
  });
});
