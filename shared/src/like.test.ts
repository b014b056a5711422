import {describe, expect, it} from 'vitest';
import {containsPattern, escapeLike, searchWords} from './like';

describe('like patterns', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(containsPattern('an')).toBe('%an%');
  });

  it('splits a quick search into distinct lower-case words, at most ten', () => {
    expect(searchWords('  Matti  3584 matti ')).toEqual(['matti', '3584']);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('a b c d e f g h i j k l')).toHaveLength(10);
  });
});
