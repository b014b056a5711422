// The banks' character set (../shared/data/PAYMENTS.md "ISO 20022"): what the payment files may
// carry, and the checks at entry that keep names payable.

/**
 * Letters beyond the EPC basic set that the Nordic banks take in domestic payments; all are in
 * ISO-8859-15, which Nordea Finland reads without conversion.
 */
export const KEPT_LETTERS = 'åäöÅÄÖéüÉÜ';

/** The EPC basic character set: a-z A-Z 0-9 / - ? : ( ) . , ' + and space. */
const EPC_BASIC = /^[A-Za-z0-9/\-?:().,'+ ]$/;
const KEPT = new Set(Array.from(KEPT_LETTERS));

/** A whole text the payment files may carry: the EPC basic set and the kept Nordic letters. */
export const BANK_TEXT = /^[A-Za-z0-9/\-?:().,'+ åäöÅÄÖéüÉÜ]*$/;

/**
 * Letters (and marks) that Unicode decomposition does not bring to ASCII, and the punctuation a
 * keyboard or a copy from a document puts in place of the ASCII one.
 */
export const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Þ: 'Th',
  þ: 'th',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŋ: 'N',
  ŋ: 'n',
  Ŧ: 'T',
  ŧ: 't',
  ĸ: 'q',
  Ɨ: 'I',
  ɨ: 'i',
  Ƶ: 'Z',
  ƶ: 'z',
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u02BC': "'",
  '\u00B4': "'",
  '`': "'",
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
};

const PRINTABLE_ASCII = /^[\x20-\x7E]$/;
const MARKS = /\p{M}/gu;

/** One character as Latin text: kept, looked up, or decomposed without its marks; else nothing. */
function latinOf(char: string): string {
  if (PRINTABLE_ASCII.test(char) && char !== '`') return char;
  if (KEPT.has(char)) return char;
  if (/\s/.test(char)) return ' ';
  if (TRANSLITERATIONS[char] !== undefined) return TRANSLITERATIONS[char];
  // NFKD: ñ -> n + tilde, ﬁ -> fi, full-width Ａ -> A; the marks go, a table letter inside (ǿ) is looked up.
  const decomposed = char.normalize('NFKD').replace(MARKS, '');
  if (decomposed === char) return '';
  return Array.from(decomposed)
    .map(part => (PRINTABLE_ASCII.test(part) ? part : (TRANSLITERATIONS[part] ?? '')))
    .join('');
}

const collapse = (text: string) => text.replace(/ +/g, ' ').trim();

/**
 * A text in Latin letters: diacritics transliterated (Łukasz Żółć -> Lukasz Zolc, ß -> ss), the
 * Nordic letters of KEPT_LETTERS kept, printable ASCII kept, everything else (other scripts, emoji,
 * control and direction marks) removed, spaces collapsed. The UK CSV's names.
 */
export function latinText(text: string | null | undefined): string {
  return collapse(
    Array.from((text ?? '').normalize('NFC'))
      .map(latinOf)
      .join(''),
  );
}

/**
 * A text as the bank files carry it: latinText, then only the EPC basic set and the kept letters
 * (so & < > " ; and the like go), spaces collapsed, cut to `max` characters (code points).
 */
export function bankText(text: string | null | undefined, max = Number.POSITIVE_INFINITY): string {
  const kept = collapse(
    Array.from(latinText(text))
      .filter(char => EPC_BASIC.test(char) || KEPT.has(char))
      .join(''),
  );
  return collapse(Array.from(kept).slice(0, max).join(''));
}

export const BANK_TEXT_MESSAGES = {
  nameScript: 'Write the name in Latin letters (as on the bank account)',
  formulaStart: 'Cannot start with -, =, + or @ (a spreadsheet would run it as a formula)',
} as const;

/** A letter of a script other than Latin (Common and Inherited characters are not letters of a script). */
const OTHER_SCRIPT_LETTER = /(?=\p{L})[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * A name that holds letters of another script (Cyrillic, Greek, Arabic, CJK...): we cannot
 * transliterate it to the name on the bank account, so the person who enters it writes it in Latin
 * letters. Undefined when the name is fine.
 */
export function nameScriptProblem(name: string | null | undefined): string | undefined {
  return OTHER_SCRIPT_LETTER.test(name ?? '') ? BANK_TEXT_MESSAGES.nameScript : undefined;
}

/**
 * A text starting with - = + or @ (after spaces, tabs or line ends): a spreadsheet opening a CSV
 * would take it as a formula, so it is refused at entry. Undefined when the text is fine.
 */
export function formulaStartProblem(text: string | null | undefined): string | undefined {
  return /^\s*[-=+@]/.test(text ?? '') ? BANK_TEXT_MESSAGES.formulaStart : undefined;
}
