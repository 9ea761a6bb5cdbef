import { DEFAULT_PHONE_COUNTRY, normalizeDigits } from '@app/shared-contracts';
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';

/** Spec 1 §5: the phone input never offers IL. */
export const EXCLUDED_COUNTRIES: readonly string[] = ['IL'];
export const DEFAULT_COUNTRY = DEFAULT_PHONE_COUNTRY as CountryCode;

export interface ParsedPhone {
  phone: string;
  full_phone: string;
  country: CountryCode;
}

/** A valid number gives its national digits and E.164 form; anything else gives null. */
export function parsePhone(country: string, number: string): ParsedPhone | null {
  if (EXCLUDED_COUNTRIES.includes(country)) return null;
  const digits = normalizeDigits(number).replace(/[\s\-()]/g, '');
  if (!digits) return null;
  const parsed = parsePhoneNumberFromString(digits, country as CountryCode);
  if (!parsed?.isValid() || EXCLUDED_COUNTRIES.includes(parsed.country ?? '')) return null;
  return {
    phone: normalizeDigits(parsed.formatNational()).replace(/\D/g, ''),
    full_phone: parsed.number,
    country: parsed.country ?? (country as CountryCode),
  };
}

let cached: { value: string; label: string }[] | null = null;

/** Countries by Arabic name with their calling code, Egypt first, IL left out. */
export function countryOptions() {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['ar'], { type: 'region' });
  const all = getCountries()
    .filter((c) => !EXCLUDED_COUNTRIES.includes(c))
    .map((c) => ({ value: c as string, label: `${names.of(c) ?? c} \u200E+${getCountryCallingCode(c)}` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'ar'));
  const eg = all.findIndex((c) => c.value === DEFAULT_COUNTRY);
  if (eg > 0) all.unshift(...all.splice(eg, 1));
  cached = all;
  return all;
}
