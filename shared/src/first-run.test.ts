import {describe, expect, it} from 'vitest';
import {setupLink, setupTokenOf} from './first-run';
import {MESSAGES} from './messages';
import {firstAdminSchema} from './password-rules';

describe('the first-run link', () => {
  it('carries its token in the fragment, and reads it back', () => {
    const link = setupLink('http://127.0.0.1:3000/', 'abcdefghijklmnopqrstuvwxyz_-0123456789');
    expect(link).toBe('http://127.0.0.1:3000/setup#token=abcdefghijklmnopqrstuvwxyz_-0123456789');
    expect(setupTokenOf(new URL(link).hash)).toBe('abcdefghijklmnopqrstuvwxyz_-0123456789');
  });

  it('reads no token from a fragment without one or with a made-up one', () => {
    expect(setupTokenOf('')).toBeUndefined();
    expect(setupTokenOf('#token=')).toBeUndefined();
    expect(setupTokenOf('#token=short')).toBeUndefined();
    expect(setupTokenOf('#token=<script>alert(1)</script>aaaaaaaaaaaaaaaa')).toBeUndefined();
  });

  it('the first admin follows the member rules: the username, the password rules, not the username as password', () => {
    const token = 'x'.repeat(43);
    expect(firstAdminSchema.safeParse({token, username: 'first-admin', password: 'a long enough pass phrase'}).success).toBe(true);
    const issues = (value: object) => (firstAdminSchema.safeParse({token, ...value}).error?.issues ?? []).map(issue => issue.message);
    expect(issues({username: 'first-admin', password: 'short'})).toHaveLength(1);
    expect(issues({username: 'first-admin-pass', password: 'first-admin-pass'})).toEqual([MESSAGES.passwordIsUsername]);
    expect(issues({username: '', password: 'a long enough pass phrase'})).toContain(MESSAGES.usernameMin);
  });
});
