// What a username may be, and when two usernames look alike. Usernames are read by people (in lists,
// in the audit trail, on a colleague's screen when asked for help): a username that shows nothing,
// that mixes scripts or that looks like another one is a way to pass for someone else.

/**
 * Characters that show nothing, or change how the text around them shows: controls, format
 * characters (zero-width space and joiners, soft hyphen, bidirectional marks: Unicode category Cf),
 * line and paragraph separators, private-use and unassigned code points, Unicode's default-ignorable
 * code points (among them those it files under letters or marks: the Hangul fillers, the combining
 * grapheme joiner, variation selectors, Khmer inherent vowels), and the Braille blank.
 */
export const INVISIBLE_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Default_Ignorable_Code_Point}\u2800]/u;
const INVISIBLE_CHARACTERS = new RegExp(INVISIBLE_CHARACTER.source, 'gu');

/** The text without its invisible characters (INVISIBLE_CHARACTER). */
export const withoutInvisible = (text: string) => text.replace(INVISIBLE_CHARACTERS, '');

/** A username's characters: letters with their accents, digits, and . _ - @ (no spaces of any kind). */
const USERNAME_TEXT = /^[\p{L}\p{M}\p{Nd}._@-]+$/u;

/**
 * The scripts a username may be written in, one per username (a Japanese name mixes its three, so
 * they count as one). Digits and . _ - @ belong to every script.
 */
const SCRIPTS: readonly [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Han', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
];

/** Most combining marks on one letter: accents stack two or three deep in real names, never more. */
const MAX_MARKS = 3;

export const USERNAME_MESSAGES = {
  invisible: 'Username must not contain invisible or formatting characters',
  characters: 'Username may contain only letters, digits and . _ - @',
  mixedScripts: 'Username must be written in one script: letters of two alphabets (Latin and Cyrillic, for example) look alike',
  marks: 'Username must not contain accents without a letter, or more than three on one letter',
  confusable: (existing: string) => `Username looks too much like the existing username ${existing}`,
} as const;

/** The scripts of a username's letters (SCRIPTS' names; 'other' for a letter of none of them). */
function scriptsOf(username: string): Set<string> {
  const found = new Set<string>();
  for (const char of username) {
    if (!/\p{L}/u.test(char)) continue;
    found.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'other');
  }
  return found;
}

/**
 * Why a username (as stored: normalizeUsername's NFKC and trim) is not acceptable, or undefined: no
 * invisible characters, only letters, digits and . _ - @, letters of one known script, and every
 * combining mark on a letter or digit (at most MAX_MARKS on one). The length and the uniqueness
 * are checked apart (memberSchema, the database, usernameConfusableWith).
 */
export function usernameProblem(username: string): string | undefined {
  if (INVISIBLE_CHARACTER.test(username)) return USERNAME_MESSAGES.invisible;
  if (!USERNAME_TEXT.test(username)) return USERNAME_MESSAGES.characters;
  const scripts = scriptsOf(username);
  if (scripts.has('other')) return USERNAME_MESSAGES.characters;
  if (scripts.size > 1) return USERNAME_MESSAGES.mixedScripts;
  let marks = 0;
  let base = false;
  for (const char of username) {
    if (/\p{M}/u.test(char)) {
      if (!base || ++marks > MAX_MARKS) return USERNAME_MESSAGES.marks;
    } else {
      base = /[\p{L}\p{Nd}]/u.test(char);
      marks = 0;
    }
  }
  return undefined;
}

/**
 * Characters that look like another one in the usual fonts, and the one they are read as. Applied
 * before lower-casing (so the capital Greek Beta, read as B, is not lost as a lower-case beta) and
 * after it. Not Unicode's full confusables table (UTS #39, thousands of entries): the look-alikes of
 * Latin letters in the scripts staff may type (Cyrillic, Greek) and the digits and letters mixed up
 * in Latin itself. A username in one script (usernameProblem) can only collide through these.
 */
export const CONFUSABLES: Readonly<Record<string, string>> = {
  // Cyrillic capitals and small letters that look Latin.
  А: 'a',
  В: 'b',
  С: 'c',
  Е: 'e',
  Н: 'h',
  І: 'l',
  Ј: 'j',
  К: 'k',
  М: 'm',
  О: 'o',
  Р: 'p',
  Ѕ: 's',
  Т: 't',
  Х: 'x',
  У: 'y',
  а: 'a',
  в: 'b',
  с: 'c',
  е: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  о: 'o',
  р: 'p',
  ѕ: 's',
  т: 't',
  х: 'x',
  у: 'y',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  // Greek capitals and small letters that look Latin.
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Ζ: 'z',
  Η: 'h',
  Ι: 'l',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
  α: 'a',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  // Latin itself: the capital I and the digit one read as a small L, the digit zero as an O.
  I: 'l',
  '1': 'l',
  '0': 'o',
};

/**
 * What a username looks like, for telling look-alikes apart (after UTS #39's "skeleton", with the
 * small table above): NFKC, every confusable character replaced by the one it is read as, the rest
 * lower-cased, and "rn" read as "m" and "vv" as "w". Two usernames with one skeleton look the same.
 */
export function usernameSkeleton(username: string): string {
  const folded = [...withoutInvisible(username.normalize('NFKC'))]
    .map(char => CONFUSABLES[char] ?? CONFUSABLES[char.toLowerCase()] ?? char.toLowerCase())
    .join('');
  return folded.replace(/rn/g, 'm').replace(/vv/g, 'w');
}

/**
 * The existing username the new one looks like (a different username with the same skeleton), or
 * undefined. `existing` are the other members' usernames; one equal regardless of case is no
 * look-alike but the same username, which the unique index refuses as taken.
 */
export function usernameConfusableWith(username: string, existing: readonly string[]): string | undefined {
  const same = (a: string, b: string) => a.normalize('NFKC').trim().toLowerCase() === b.normalize('NFKC').trim().toLowerCase();
  const skeleton = usernameSkeleton(username);
  return existing.find(other => !same(other, username) && usernameSkeleton(other) === skeleton);
}
