import {Member} from '../../models';
import {SESSION_CACHE_MS, SessionCache} from '../../services/session-cache.service';

describe('SessionCache', () => {
  const member = new Member({id: 7, name: 'Maija'});
  const NOW = 1_000_000;
  const farExpiry = new Date(NOW + 3_600_000);

  it('answers a cached session only for SESSION_CACHE_MS, then asks the database again', () => {
    const cache = new SessionCache();
    cache.set('h', member, farExpiry, cache.version, NOW);
    expect(cache.get('h', NOW + SESSION_CACHE_MS - 1)).toBe(member);
    expect(cache.get('h', NOW + SESSION_CACHE_MS)).toBeUndefined();
    expect(cache.get('other', NOW)).toBeUndefined();
  });

  it('never outlives the token', () => {
    const cache = new SessionCache();
    cache.set('h', member, new Date(NOW + 1000), cache.version, NOW);
    expect(cache.get('h', NOW + 999)).toBe(member);
    expect(cache.get('h', NOW + 1000)).toBeUndefined();
  });

  it('forgets everything when members or tokens change, and not for other models', () => {
    const cache = new SessionCache();
    cache.set('h', member, farExpiry, cache.version, NOW);
    cache.changed({modelName: 'Order'});
    expect(cache.get('h', NOW)).toBe(member);
    cache.changed({modelName: 'Member'});
    expect(cache.get('h', NOW)).toBeUndefined();
    cache.set('h', member, farExpiry, cache.version, NOW);
    cache.changed({modelName: 'AccessToken'});
    expect(cache.get('h', NOW)).toBeUndefined();
  });

  it('does not cache a lookup that raced a change', () => {
    const cache = new SessionCache();
    const before = cache.version;
    cache.clear();
    cache.set('h', member, farExpiry, before, NOW);
    expect(cache.get('h', NOW)).toBeUndefined();
  });
});

describe('SessionCache among several server processes', () => {
  const member = new Member({id: 7, name: 'Maija'});
  const NOW = 1_000_000;
  const farExpiry = new Date(NOW + 3_600_000);

  it('tells the other processes of every clear, and clears without telling when they tell it', async () => {
    const cache = new SessionCache();
    let told = 0;
    let heard: () => void = () => undefined;
    // The other processes are told when the NOTIFY has run: the clear waits for it.
    cache.peers = {notify: () => new Promise<void>(resolve => (heard = () => (told++, resolve())))};
    cache.set('h', member, farExpiry, cache.version, NOW);
    let cleared = false;
    const clearing = cache.changed({modelName: 'Member'}).then(() => (cleared = true));
    expect(cache.get('h', NOW)).toBeUndefined();
    await Promise.resolve();
    expect(cleared).toBe(false);
    heard();
    await clearing;
    expect(told).toBe(1);
    cache.set('h', member, farExpiry, cache.version, NOW);
    cache.clearHere();
    expect(cache.get('h', NOW)).toBeUndefined();
    expect(told).toBe(1);
  });

  it('caches nothing while it cannot hear the others, and starts again from nothing', () => {
    const cache = new SessionCache();
    cache.set('h', member, farExpiry, cache.version, NOW);
    cache.suspend();
    expect(cache.get('h', NOW)).toBeUndefined();
    cache.set('h', member, farExpiry, cache.version, NOW);
    expect(cache.get('h', NOW)).toBeUndefined();
    cache.resume();
    expect(cache.get('h', NOW)).toBeUndefined();
    cache.set('h', member, farExpiry, cache.version, NOW);
    expect(cache.get('h', NOW)).toBe(member);
  });
});
