import { normalizeDigits } from '@app/shared-contracts';
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';

export const DEFAULT_COUNTRY: CountryCode = 'EG';
/** Spec 1 §5: the phone input never offers IL. */
export const EXCLUDED_COUNTRIES: readonly string[] = ['IL'];

export interface PhoneValue {
  country: CountryCode;
  number: string;
}

export interface ParsedPhone {
  phone: string;
  full_phone: string;
  phone_country: CountryCode;
}

/** Valid numbers give the national form (as the api stores it) and E.164; others give null. */
export function parsePhone({ country, number }: PhoneValue): ParsedPhone | null {
  if (EXCLUDED_COUNTRIES.includes(country)) return null;
  const digits = normalizeDigits(number).replace(/[\s\-()]/g, '');
  if (!digits) return null;
  const parsed = parsePhoneNumberFromString(digits, country);
  if (!parsed?.isValid() || EXCLUDED_COUNTRIES.includes(parsed.country ?? '')) return null;
  return {
    phone: normalizeDigits(parsed.formatNational()).replace(/\D/g, ''),
    full_phone: parsed.number,
    phone_country: parsed.country ?? country,
  };
}

let cached: { value: CountryCode; label: string }[] | null = null;

/** Countries by Arabic name, Egypt first. */
export function countryOptions() {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['ar'], { type: 'region' });
  const all = getCountries()
    .filter((c) => !EXCLUDED_COUNTRIES.includes(c))
    .map((c) => ({ value: c, label: `${names.of(c) ?? c} \u200E+${getCountryCallingCode(c)}` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'ar'));
  const eg = all.findIndex((c) => c.value === DEFAULT_COUNTRY);
  if (eg > 0) all.unshift(...all.splice(eg, 1));
  cached = all;
  return all;
}
