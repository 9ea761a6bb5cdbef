import { describe, expect, it } from 'vitest';
import { isInvisibleText, nameSchema, visibleText } from './common';
import { bankQuestionCreateFieldsSchema } from './community';

/** Text that shows nothing, class by class (issue 8, low: invisible names). */
const INVISIBLE_SAMPLES: [string, string][] = [
  ['braille blanks', '\u2800\u2800\u2800'],
  ['halfwidth Hangul fillers', '\uffa0\uffa0\uffa0'],
  ['Hangul fillers', '\u3164\u115f\u1160'],
  ['combining marks alone', '\u0301\u0651\u064b\u0670'],
  ['variation selectors', '\ufe00\ufe0f\ufe0e'],
  ['ideographic variation selectors', '\u{e0100}\u{e01ef}\u{e0150}'],
  ['tag characters', '\u{e0001}\u{e0041}\u{e007f}'],
  ['zero-width characters and joiners', '\u200b\u200c\u200d\u2060\ufeff'],
  ['invisible operators and a soft hyphen', '\u2061\u2062\u2063\u2064\u00ad'],
  ['a Mongolian vowel separator and a combining grapheme joiner', '\u180e\u034f\u180b'],
  ['wide spaces', '\u3000\u2003\u00a0\u202f'],
];

describe('text that shows nothing', () => {
  it.each(INVISIBLE_SAMPLES)('%s: refused as a name and as required text', (_n, text) => {
    expect(isInvisibleText(text)).toBe(true);
    expect(nameSchema.safeParse(text).success).toBe(false);
    expect(nameSchema.safeParse(`${text}ب${text}`).success).toBe(false);
    expect(visibleText(200).safeParse(text).success).toBe(false);
  });

  it('a bank question of such text has no text', () => {
    const fields = { page_number: '1', question_number: '1', bank_question_category_id: '1' };
    for (const [, text] of INVISIBLE_SAMPLES) {
      expect(bankQuestionCreateFieldsSchema.parse({ ...fields, text }).text).toBe('');
    }
  });

  it('letters with their marks, emoji with their selectors and other scripts are kept', () => {
    for (const name of ['مُحَمَّد عَلِيّ', 'Zoë Ångström', '한국 이름', 'नमस्ते जी', 'أحمد ❤️']) {
      expect(nameSchema.parse(name)).toBe(name);
      expect(isInvisibleText(name)).toBe(false);
    }
    expect(visibleText(10).parse('ي')).toBe('ي');
  });
});
