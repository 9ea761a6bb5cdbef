// `@app/shared-contracts/phone/max`: the same rules over libphonenumber's full metadata, for the
// api (it also refuses numbers of unassigned ranges, which the small metadata cannot tell).
import metadata from 'libphonenumber-js/max/metadata';
import { phoneRules } from './rules';

export {
  type CountryCode,
  DEFAULT_COUNTRY,
  EXCLUDED_COUNTRIES,
  type ParsedPhone,
  type PhoneValue,
} from './rules';

export const { parsePhone, parseSubmittedPhone, countryOptions, countryOptionOf } = phoneRules(metadata);
