/** Cuts to `max` characters (code points, so emoji and Arabic marks are not split) plus '…'. */
export function truncate(text: string | null | undefined, max: number, suffix = '…'): string {
  if (!text) return '';
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}${suffix}`;
}
