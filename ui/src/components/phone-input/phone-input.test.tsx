import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneInput, type PhoneInputValue } from './phone-input';

const countries = [
  { value: 'EG', label: 'مصر \u2066+20\u2069' },
  { value: 'SA', label: 'السعودية \u2066+966\u2069' },
];

function Controlled({ error, onValue }: { error?: string; onValue?: (v: PhoneInputValue) => void }) {
  const [value, setValue] = useState<PhoneInputValue>({ country: 'EG', number: '' });
  return (
    <PhoneInput
      label="رقم الهاتف"
      name="phone"
      required
      countries={countries}
      value={value}
      error={error}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

describe('PhoneInput', () => {
  it('types the number left to right and picks the country by its own name', async () => {
    const seen: PhoneInputValue[] = [];
    render(<Controlled onValue={(v) => seen.push(v)} />);
    const number = screen.getByRole('textbox', { name: /رقم الهاتف/ });
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(number).toHaveAttribute('type', 'tel');
    expect(number).toHaveAttribute('aria-required', 'true');
    await userEvent.type(number, '٠١٠');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'دولة رقم الهاتف' }), 'SA');
    expect(seen.at(-1)).toEqual({ country: 'SA', number: '٠١٠' });
  });

  it('shows its error under the field and marks the number invalid', () => {
    render(<Controlled error="صيغة الرقم غير صحيحة" />);
    const number = screen.getByRole('textbox', { name: /رقم الهاتف/ });
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleErrorMessage('صيغة الرقم غير صحيحة');
  });

  it('builds a country list given as a function when the picker is first focused', async () => {
    let built = 0;
    const build = () => {
      built += 1;
      return countries;
    };
    render(
      <PhoneInput
        label="رقم الهاتف"
        countries={build}
        countryOf={(c) => countries.find((x) => x.value === c)}
        value={{ country: 'EG', number: '' }}
        onChange={() => {}}
      />,
    );
    const picker = screen.getByRole('combobox', { name: 'دولة رقم الهاتف' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([countries[0]?.label]);
    expect(built).toBe(0);
    await userEvent.click(picker);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(picker).toHaveValue('EG');
  });
});
