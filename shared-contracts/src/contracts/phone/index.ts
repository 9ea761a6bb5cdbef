// `@app/shared-contracts/phone`: the phone rules of the front ends (libphonenumber's small
// metadata). Not re-exported from the root entry, so it stays off the welcome page's start-up
// path; the auth and profile forms that need it are lazy chunks.
import metadata from 'libphonenumber-js/min/metadata';
import { phoneRules } from './rules';

export {
  type CountryCode,
  type CountryOption,
  DEFAULT_COUNTRY,
  EXCLUDED_COUNTRIES,
  type ParsedPhone,
  type PhoneValue,
} from './rules';

export const { parsePhone, parseSubmittedPhone, countryOptions, countryOptionOf } = phoneRules(metadata);
