import {BindingKey} from '@loopback/core';
import * as keys from '../../keys';
import {givenRunningApp, TestApp} from '../helpers/app.helper';

// keys.ts repeats the names LoopBack's boot gives services, repositories and the datasource: a
// renamed class or a mistyped key would leave its injection unresolved until the first request.
describe('typed binding keys', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await givenRunningApp('postgres');
  });
  afterAll(async () => app?.stop());

  const all = Object.entries(keys).filter((entry): entry is [string, BindingKey<unknown>] => entry[1] instanceof BindingKey);

  it('are all bound once the application has booted', () => {
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter(([, key]) => !app.server.lbApp.isBound(key)).map(([name]) => name)).toEqual([]);
  });

  it('resolve to values of the named class', async () => {
    const lb = app.server.lbApp;
    for (const [name, key] of all.filter(([name]) => /_(SERVICE|REPOSITORY)$/.test(name))) {
      const className = key.key.split('.')[1];
      expect(((await lb.get(key)) as object).constructor.name, name).toBe(className);
    }
  });
});
