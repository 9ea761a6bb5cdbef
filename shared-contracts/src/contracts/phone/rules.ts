import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  type MetadataJson,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';
import { phoneCountryMessages } from '../errors/messages';
import { normalizeDigits } from '../format/digits';
import { DEFAULT_PHONE_COUNTRY } from '../schemas/values';

export type { CountryCode };
export const DEFAULT_COUNTRY = DEFAULT_PHONE_COUNTRY as CountryCode;
/** Spec 1 §5: IL is never offered and its numbers are refused. */
export const EXCLUDED_COUNTRIES: readonly string[] = ['IL'];

/** What a phone input holds: the chosen country and the typed number. */
export interface PhoneValue {
  country: CountryCode;
  number: string;
}

/** The three fields the api stores: national digits, E.164 and the country. */
export interface ParsedPhone {
  phone: string;
  full_phone: string;
  phone_country: CountryCode;
}

export interface CountryOption {
  value: CountryCode;
  label: string;
}

/**
 * The phone rules over one libphonenumber metadata set: the front ends bind the small one, the
 * api the full one (it also refuses numbers of unassigned ranges).
 */
export function phoneRules(metadata: MetadataJson) {
  const excluded = (c: string | undefined) => !c || EXCLUDED_COUNTRIES.includes(c);

  function parse(text: string, country: CountryCode): ParsedPhone | null {
    const digits = normalizeDigits(text).replace(/[\s\-()]/g, '');
    if (!digits) return null;
    const parsed = parsePhoneNumberFromString(digits, country, metadata);
    if (!parsed?.isValid() || excluded(parsed.country)) return null;
    return {
      phone: normalizeDigits(parsed.formatNational()).replace(/\D/g, ''),
      full_phone: parsed.number,
      phone_country: parsed.country ?? country,
    };
  }

  /** A number typed in a phone input: null unless valid and outside the excluded countries. */
  function parsePhone({ country, number }: PhoneValue): ParsedPhone | null {
    return excluded(country) ? null : parse(number, country);
  }

  /**
   * The api's reading of a body: the full international number wins over the national one with
   * its country (default EG). The national digits are kept as sent.
   */
  function parseSubmittedPhone(
    phone: string | null | undefined,
    fullPhone?: string | null,
    country?: string | null,
  ): ParsedPhone | null {
    const parsed = parse(
      (fullPhone || phone || '').trim(),
      (country || DEFAULT_COUNTRY).toUpperCase() as CountryCode,
    );
    if (!parsed) return null;
    return phone ? { ...parsed, phone: normalizeDigits(phone).replace(/[\s-]/g, '') } : parsed;
  }

  // LRI…PDI isolate the calling code: '+20' stays '+20' inside the Arabic label.
  const labelOf = (c: CountryCode, name: string) =>
    `${name} \u2066+${getCountryCallingCode(c, metadata)}\u2069`;

  let options: CountryOption[] | null = null;
  /**
   * Countries by Arabic name with their calling code, Egypt first, the excluded ones left out.
   * Building it is a long task on a slow phone (Intl.DisplayNames loads its Arabic region data):
   * a phone input asks for it when the student opens its country picker (`countryOptionOf` names
   * the chosen country until then).
   */
  function countryOptions(): CountryOption[] {
    if (options) return options;
    const names = new Intl.DisplayNames(['ar'], { type: 'region' });
    const collator = new Intl.Collator('ar');
    const all = getCountries(metadata)
      .filter((c) => !excluded(c))
      .map((c) => ({ value: c, label: labelOf(c, names.of(c) ?? c) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    const eg = all.findIndex((c) => c.value === DEFAULT_COUNTRY);
    if (eg > 0) all.unshift(...all.splice(eg, 1));
    options = all;
    return all;
  }

  /** One country's option; the default country's without building the list. */
  function countryOptionOf(country: CountryCode): CountryOption | undefined {
    if (!options && country === DEFAULT_COUNTRY)
      return { value: country, label: labelOf(country, phoneCountryMessages.defaultCountryName) };
    return countryOptions().find((c) => c.value === country);
  }

  return { parsePhone, parseSubmittedPhone, countryOptions, countryOptionOf };
}
