import { normalizeDigits } from '@app/shared-contracts';

/** Accepts Arabic-Indic digits and spaces; answers the 6 ASCII digits or null. */
export function cleanCode(input: string): string | null {
  const digits = normalizeDigits(input).replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}
