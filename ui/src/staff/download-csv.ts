// A CSV the staff's spreadsheet opens as Arabic text: UTF-8 with a byte-order mark (Excel reads
// a file without it as ANSI), CRLF lines, every field quoted when it holds a comma, a quote or a
// line break (RFC 4180), and a leading =, +, - or @ neutralised so a cell is never run as a formula.

export type CsvCell = string | number | null | undefined;

function field(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of rows (the first one being the header). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(field).join(',')).join('\r\n');
}

/** Saves rows as `<filename>.csv` in the browser (header first). */
export function downloadCsv(filename: string, rows: readonly (readonly CsvCell[])[]): void {
  const blob = new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename.endsWith('.csv') ? filename : `${filename}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once cancels the download in Safari.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
