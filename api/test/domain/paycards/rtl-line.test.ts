import { describe, expect, it } from 'vitest';
import { printedCode } from '../../../src/domain/paycards/batch-print';
import { visualRuns } from '../../../src/domain/paycards/rtl-line';

// The PDF's line ordering (decision 0039): runs drawn left to right, Arabic in Cairo (laid out
// right to left by fontkit), the rest in Helvetica.
const drawn = (text: string) => visualRuns(text).map((r) => `${r.arabic ? 'ar' : 'lat'}:${r.text}`);

describe('visualRuns', () => {
  it('keeps a number left to right between Arabic words, read from the right', () => {
    expect(drawn('تغطي حتى 150.00 جنيه')).toEqual([
      'ar:جنيه',
      'lat: ',
      'lat:150.00',
      'lat: ',
      'ar:حتى',
      'lat: ',
      'ar:تغطي',
    ]);
  });

  it('puts a Latin phrase at the line end as one run', () => {
    expect(drawn('الدورة: Physics 3')).toEqual(['lat:Physics 3', 'lat: :', 'ar:الدورة']);
  });

  it('an isolated date stays in its order and the marks are not drawn', () => {
    const runs = drawn('صالحة حتى \u20662027-01-31\u2069');
    expect(runs[0]).toBe('lat:2027-01-31');
    expect(runs.join('')).not.toMatch(/[\u2066-\u2069]/);
  });
});

describe('printedCode', () => {
  it('groups a code by four', () => {
    expect(printedCode('ABCDEFGHJKLM')).toBe('ABCD-EFGH-JKLM');
  });
});
