import {USERNAME_MESSAGES} from '@karat/shared';
import {DomainError, usernameConflictError} from '../../domain';

describe('a new or changed username among the others (usernameConflictError)', () => {
  const others = ['demo-admin', 'anna.buyer'];
  it('refuses a look-alike with 409, naming the username it looks like', () => {
    expect(usernameConflictError('dem0-\u0430dmin', others)).toEqual(
      new DomainError(409, USERNAME_MESSAGES.confusable('demo-admin'), 'USERNAME_CONFUSABLE', {existing: 'demo-admin'}),
    );
  });
  it('leaves the same username in another case to the unique index, and takes a distinct one', () => {
    expect(usernameConflictError('DEMO-ADMIN', others)).toBeUndefined();
    expect(usernameConflictError('demo-buyer', others)).toBeUndefined();
  });
});
