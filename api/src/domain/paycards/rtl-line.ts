import bidiFactory from 'bidi-js';

// One line of mixed Arabic and Latin text for pdfkit, which shapes Arabic (fontkit) but does not
// order a line by the Unicode bidi algorithm. bidi-js gives each character its level; the line is
// cut into runs of one level and one font, and the runs are put in visual order (rule L2).

const bidi = bidiFactory();
const FORMATTING = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

export interface Run {
  text: string;
  /** The Arabic font for Arabic letters; the Latin one for the rest (digits, codes, punctuation). */
  arabic: boolean;
  level: number;
}

/** The runs of a right-to-left paragraph in the order they are drawn from left to right. */
export function visualRuns(text: string): Run[] {
  const { levels } = bidi.getEmbeddingLevels(text, 'rtl');
  const runs: Run[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (FORMATTING.test(ch)) continue; // directional marks order the line but are not drawn
    const arabic = ARABIC.test(ch);
    const level = levels[i]!;
    const last = runs[runs.length - 1];
    if (last && last.arabic === arabic && last.level === level) last.text += ch;
    else runs.push({ text: ch, arabic, level });
  }
  // L2: from the highest level to the lowest odd one, reverse each sequence at that level or above.
  const max = Math.max(0, ...runs.map((r) => r.level));
  const minOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let lvl = max; lvl >= minOdd; lvl--) {
    for (let i = 0; i < runs.length; ) {
      if (runs[i]!.level < lvl) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && runs[j]!.level >= lvl) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  // fontkit lays an Arabic run out right to left itself; a Latin run at an odd level (spaces,
  // punctuation between Arabic words) is reversed here.
  return runs.map((r) => (r.level % 2 && !r.arabic ? { ...r, text: [...r.text].reverse().join('') } : r));
}
