import { STUDENT_IMPORT_LIMITS, STUDENT_IMPORT_MESSAGES } from '@app/shared-contracts/schemas';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { FieldError } from '../errors';

// A spreadsheet as rows of text (decision 0040): xlsx through read-excel-file, which reads the
// values a sheet shows and never evaluates a formula; csv through csv-parse. Every cell becomes
// trimmed text, so both kinds are checked by the same row schema.

const refuse = (message: string) => new FieldError({ file: [message] });

/** A sheet's bounds and the reasons it is refused; the student import's by default (the question bank has its own). */
export interface SheetLimits {
  maxBytes: number;
  maxRows: number;
  messages: { badFile: string; tooBig: string; tooManyRows: string; empty: string };
}
const STUDENT_SHEET: SheetLimits = { ...STUDENT_IMPORT_LIMITS, messages: STUDENT_IMPORT_MESSAGES };

/** An xlsx is a zip archive: it starts with PK\x03\x04. */
const isZip = (bytes: Buffer) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

async function rowsOf(bytes: Buffer, limits: SheetLimits): Promise<unknown[][]> {
  if (isZip(bytes)) {
    try {
      return (await readSheet(bytes)) as unknown[][];
    } catch {
      throw refuse(limits.messages.badFile);
    }
  }
  // Not a zip: it must be UTF-8 text (csv). A binary file (an old .xls) is refused, not misread.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw refuse(limits.messages.badFile);
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      // One line more than allowed is enough to know the file is too long.
      to_line: limits.maxRows + 2,
    }) as unknown[][];
  } catch {
    throw refuse(limits.messages.badFile);
  }
}

/** The sheet's rows as text, blank rows left out, each with its number in the sheet (1-based). */
export async function readSheetRows(
  bytes: Buffer,
  limits: SheetLimits = STUDENT_SHEET,
): Promise<{ header: string[]; rows: { n: number; cells: string[] }[] }> {
  const m = limits.messages;
  if (bytes.length > limits.maxBytes) throw refuse(m.tooBig);
  const all = (await rowsOf(bytes, limits)).map((r, i) => ({ n: i + 1, cells: r.map(cellText) }));
  const filled = all.filter((r) => r.cells.some((c) => c !== ''));
  const [head, ...rows] = filled;
  if (!head) throw refuse(m.empty);
  if (rows.length === 0) throw refuse(m.empty);
  if (rows.length > limits.maxRows) throw refuse(m.tooManyRows);
  return { header: head.cells, rows };
}
