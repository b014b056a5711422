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

  it('asks a phone typed in any way as the digits stored phones hold', () => {
    expect(searchWords('Matti 040 123 4567')).toEqual(['matti', '401234567']);
    expect(searchWords('+358 40 123')).toEqual(['35840123']);
    expect(searchWords('358401234567 00100')).toEqual(['358401234567', '00100']);
  });
});
