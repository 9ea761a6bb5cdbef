import { describe, expect, it } from 'vitest';
import { csvCell } from '../../../src/domain/audit/export-csv';

describe('csvCell', () => {
  it('quotes, doubles quotes and keeps formulas as text', () => {
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+20100')).toBe(`"'+20100"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
});
