import {describe, expect, it} from 'vitest';
import {BANK_TEXT, BANK_TEXT_MESSAGES, bankText, formulaStartProblem, KEPT_LETTERS, latinText, nameScriptProblem, TRANSLITERATIONS} from './bank-text';

describe('bankText', () => {
  it('transliterates Latin letters with diacritics', () => {
    expect(bankText('Łukasz Żółć')).toBe('Lukasz Zolc');
    expect(bankText('Straße')).toBe('Strasse');
    expect(bankText('Æbeltoft Ørsted Œuvre')).toBe('AEbeltoft Orsted OEuvre');
    expect(bankText('François Núñez Čapek Đorđević Þór Ðóra')).toBe('Francois Nunez Capek Dordevic Thor Dora');
    expect(bankText('İstanbul ılık Şişli Ğ')).toBe('Istanbul ilik Sisli G');
    expect(bankText('Ǿrsted ǅemal ﬁnn ＡＢＣ')).toBe('Orsted Dzemal finn ABC');
  });

  it('keeps å ä ö Å Ä Ö é ü É Ü, composed or not', () => {
    expect(bankText(KEPT_LETTERS)).toBe(KEPT_LETTERS);
    expect(bankText('Åsa Öberg Mänttä Müller Émile Über')).toBe('Åsa Öberg Mänttä Müller Émile Über');
    expect(bankText('A\u030Asa')).toBe('Åsa');
    // Other accents on the same letters are not kept.
    expect(bankText('è à ò ù ê')).toBe('e a o u e');
  });

  it('removes & < > and what is outside the EPC set', () => {
    expect(bankText('Smith & Sons <b>"Ltd"</b>; 50% off!')).toBe('Smith Sons bLtd/b 50 off');
    expect(bankText('&x; &amp; &#0; ]]> <script>')).toBe('x amp 0 script');
    expect(bankText('O’Brien – “Jr”')).toBe("O'Brien - Jr");
    expect(bankText("a/b-c?d:e(f)g.h,i'j+k")).toBe("a/b-c?d:e(f)g.h,i'j+k");
  });

  it('removes emoji, scripts other than Latin, controls and direction marks; collapses spaces', () => {
    expect(bankText('Anna 😀 👩‍👩‍👧 Virtanen 🇫🇮')).toBe('Anna Virtanen');
    expect(bankText('Иван Ivan 李 Li')).toBe('Ivan Li');
    expect(bankText('a\u0000b\u0007c\u001Fd')).toBe('abcd');
    expect(bankText('\u202Eevil\u202C \u200Ftext\u200E\u200B')).toBe('evil text');
    expect(bankText('  one\t\ttwo\r\nthree\u00A0 four  ')).toBe('one two three four');
    expect(bankText('a\uD800b')).toBe('ab');
    expect(bankText(null)).toBe('');
    expect(bankText(undefined)).toBe('');
  });

  it('cuts to max code points and trims after the cut', () => {
    expect(bankText('Åsa Öberg', 4)).toBe('Åsa');
    expect(Array.from(bankText('ö'.repeat(100), 70))).toHaveLength(70);
    expect(bankText('Łukasz Żółć', 8)).toBe('Lukasz Z');
  });

  it('answers only texts the banks take', () => {
    const hostile = ['&x;', '&amp;', '&#0;', '<script>', '😀', ']]>', '\u0000\u0008', '\u202E\u200F', 'Ÿ€¤¼½', 'Иван', '李', 'ÿ'];
    for (const text of hostile) expect(BANK_TEXT.test(bankText(`A ${text} B`))).toBe(true);
  });

  it('the table: every entry is in the bank set, and every letter of Latin-1 Supplement and Latin Extended-A becomes one', () => {
    for (const [from, to] of Object.entries(TRANSLITERATIONS)) {
      expect(BANK_TEXT.test(to), from).toBe(true);
      expect(to.length, from).toBeGreaterThan(0);
    }
    const letters = [];
    for (let code = 0xc0; code <= 0x17f; code++) {
      const char = String.fromCodePoint(code);
      if (/\p{L}/u.test(char)) letters.push(char);
    }
    for (const letter of letters) {
      const text = bankText(letter);
      expect(text.length, letter).toBeGreaterThan(0);
      expect(BANK_TEXT.test(text), letter).toBe(true);
    }
  });
});

describe('latinText (the UK CSV)', () => {
  it('transliterates like bankText but keeps ASCII punctuation', () => {
    expect(latinText('Łukasz Żółć & Sons "Ltd"')).toBe('Lukasz Zolc & Sons "Ltd"');
    expect(latinText('Åsa O’Neil 😀')).toBe("Åsa O'Neil");
    expect(latinText('\u202Ex\ty')).toBe('x y');
  });
});

describe('nameScriptProblem', () => {
  it('asks for Latin letters when the name holds another script', () => {
    for (const name of ['Иван Петров', 'Γιώργος', 'محمد', '李小龍', 'Ivan Петров', 'さくら', ' 김민준'])
      expect(nameScriptProblem(name), name).toBe(BANK_TEXT_MESSAGES.nameScript);
    expect(BANK_TEXT_MESSAGES.nameScript).toBe('Write the name in Latin letters (as on the bank account)');
  });
  it('takes Latin names with diacritics, punctuation, digits and emoji', () => {
    for (const name of ['Łukasz Żółć', 'Åsa Öberg', "O'Brien-Smith", 'Ngũgĩ wa Thiongʼo', 'Kealiʻi', 'Anna 😀', '', null, undefined])
      expect(nameScriptProblem(name), String(name)).toBeUndefined();
  });
});

describe('formulaStartProblem', () => {
  it('refuses names a spreadsheet would run as a formula', () => {
    for (const text of ['=HYPERLINK("x")', '+44', '-Minus', '@evil', ' =1+1', '\t=1', '\r-1'])
      expect(formulaStartProblem(text), text).toBe(BANK_TEXT_MESSAGES.formulaStart);
  });
  it('takes others', () => {
    for (const text of ['Anna-Liisa', 'Smith = Jones', 'a@b', "O'Brien", '', null]) expect(formulaStartProblem(text)).toBeUndefined();
  });
});
