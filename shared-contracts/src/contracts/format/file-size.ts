const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size in Arabic units with Western digits, one decimal at most: '4.7 كيلوبايت'. */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat('ar-EG-u-nu-latn', {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'long',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
