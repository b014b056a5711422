import {RestBindings} from '@loopback/rest';
import {KaratApplication} from '../../application';
import {QuietTrieRouter} from '../../quiet-trie.router';

describe('QuietTrieRouter', () => {
  it('is the router of the application', () => {
    const app = new KaratApplication({database: {url: 'postgres://unused@127.0.0.1:1/unused'}});
    expect(app.getSync(RestBindings.ROUTER)).toBeInstanceOf(QuietTrieRouter);
  });
});
