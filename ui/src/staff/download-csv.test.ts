import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, toCsv } from './download-csv';

describe('toCsv', () => {
  it('quotes what needs it and neutralises formulas', () => {
    expect(
      toCsv([
        ['الاسم', 'المبلغ'],
        ['أحمد, محمد', 12.5],
        ['قال "نعم"', null],
        ['=HYPERLINK("x")', -5],
        ['سطر\nثانٍ', undefined],
      ]),
    ).toBe('الاسم,المبلغ\r\n"أحمد, محمد",12.5\r\n"قال ""نعم""",\r\n"\'=HYPERLINK(""x"")",-5\r\n"سطر\nثانٍ",');
  });
});

describe('downloadCsv', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves a UTF-8 file with a BOM under the given name', async () => {
    let saved: Blob | undefined;
    const create = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:x';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('students.csv');
      expect(this.href).toBe('blob:x');
    });
    downloadCsv('students', [['a'], [1]]);
    expect(click).toHaveBeenCalledTimes(1);
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    const buffer = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(saved as Blob);
    });
    const bytes = new Uint8Array(buffer);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
