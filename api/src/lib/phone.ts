import { normalizeDigits } from '@app/shared-contracts/schemas';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

export const DEFAULT_PHONE_COUNTRY = 'EG';
/** Countries whose numbers are refused (spec 1 §5). */
export const REFUSED_COUNTRIES = new Set(['IL']);

export interface ParsedPhone {
  phone: string;
  full_phone: string;
  phone_country: string;
}

/**
 * Accepts a national number with its country (default EG) or a full international number.
 * Returns null when the number is not a valid number or belongs to a refused country.
 */
export function parsePhone(
  phone: string | null | undefined,
  fullPhone?: string | null,
  country?: string | null,
): ParsedPhone | null {
  const raw = normalizeDigits((fullPhone || phone || '').trim());
  if (!raw) return null;
  const cc = (country || DEFAULT_PHONE_COUNTRY).toUpperCase() as CountryCode;
  const parsed = parsePhoneNumberFromString(raw, raw.startsWith('+') ? undefined : cc);
  if (!parsed?.isValid() || !parsed.country || REFUSED_COUNTRIES.has(parsed.country)) return null;
  return {
    phone: phone ? normalizeDigits(phone).replace(/[\s-]/g, '') : parsed.formatNational().replace(/\s/g, ''),
    full_phone: parsed.number,
    phone_country: parsed.country,
  };
}
