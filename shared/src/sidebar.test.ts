import {describe, expect, it} from 'vitest';
import {visibleMenu} from './sidebar';

describe('visibleMenu', () => {
  it('shows Home and Logout to everyone', () => {
    expect(visibleMenu({}).map(a => a.key)).toEqual(['home', 'logout']);
  });
  it('shows Admin only to admins', () => {
    expect(visibleMenu({admin: true}).map(a => a.key)).toEqual(['home', 'admin', 'logout']);
    expect(visibleMenu({admin: false, receiver: true}).map(a => a.key)).not.toContain('admin');
  });
});
