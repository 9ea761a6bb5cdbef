import { describe, expect, it } from 'vitest';
import { countryOptionOf, countryOptions, DEFAULT_COUNTRY, parsePhone } from './index';
import { parseSubmittedPhone } from './max';

describe('phone rules', () => {
  it('reads a national number of the chosen country, Arabic-Indic digits and spaces included', () => {
    expect(DEFAULT_COUNTRY).toBe('EG');
    expect(parsePhone({ country: 'EG', number: '٠١٠ ١٢٣٤ ٥٦٧٨' })).toEqual({
      phone: '01012345678',
      full_phone: '+201012345678',
      phone_country: 'EG',
    });
    expect(parsePhone({ country: 'EG', number: '12345' })).toBeNull();
    expect(parsePhone({ country: 'EG', number: '  ' })).toBeNull();
  });

  it('refuses Israel as a country and Israeli numbers typed in full', () => {
    expect(parsePhone({ country: 'IL', number: '0501234567' })).toBeNull();
    expect(parsePhone({ country: 'EG', number: '+972501234567' })).toBeNull();
    expect(parseSubmittedPhone(null, '+972501234567', 'EG')).toBeNull();
  });

  it('offers every country but Israel, Egypt first', () => {
    // the default country is named without the list, as the list names it
    const egypt = countryOptionOf('EG');
    expect(countryOptions()[0]).toEqual(egypt);
    expect(countryOptionOf('SA')?.label).toMatch(/\u2066\+966\u2069$/);
    const values = countryOptions().map((c) => c.value);
    expect(values[0]).toBe('EG');
    expect(values).not.toContain('IL');
    expect(values).toContain('SA');
  });

  it('the api reading: full number wins, national digits kept as sent, unassigned ranges refused', () => {
    expect(parseSubmittedPhone('010-1234-5678', null, null)).toEqual({
      phone: '01012345678',
      full_phone: '+201012345678',
      phone_country: 'EG',
    });
    expect(parseSubmittedPhone(null, '+966501234567')).toMatchObject({ phone_country: 'SA' });
    expect(parseSubmittedPhone('01912345678')).toBeNull();
  });
});
