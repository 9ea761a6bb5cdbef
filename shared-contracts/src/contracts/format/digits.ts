// Arabic-Indic (U+0660..0669) and Persian/Urdu (U+06F0..06F9) digits typed on Arabic keyboards
// are mapped to ASCII so that codes, phones and amounts validate the same way everywhere.
// Pure and dependency-free: the api imports it through `@app/shared-contracts/schemas`.
export function normalizeDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.') // Arabic decimal separator
    .replace(/\u066c/g, ','); // Arabic thousands separator
}
