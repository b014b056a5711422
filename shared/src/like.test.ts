import {describe, expect, it} from 'vitest';
import {containsPattern, escapeLike} from './like';

describe('like patterns', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(containsPattern('an')).toBe('%an%');
  });
});
