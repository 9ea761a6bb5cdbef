import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../messages';
import { PhoneField } from './phone-field';

// LRI … PDI: the calling code is a left-to-right island inside the Arabic country name.
const isolated = (text: string) => `\u2066${text}\u2069`;

describe('PhoneField (mixed-direction text, issue 14)', () => {
  function renderField() {
    render(
      <PhoneField
        label="رقم الهاتف"
        name="phone"
        value={{ country: 'EG', number: '01012345678' }}
        onChange={() => {}}
      />,
    );
  }

  it("labels the country picker after its field and shows 'مصر +20', not '20+'", () => {
    renderField();
    const picker = screen.getByRole('combobox', { name: messages.auth.countryOf('رقم الهاتف') });
    const chosen = (picker as HTMLSelectElement).selectedOptions[0];
    expect(chosen?.textContent).toBe(`مصر ${isolated('+20')}`);
  });

  it('types the number left to right', () => {
    renderField();
    expect(screen.getByRole('textbox', { name: /رقم الهاتف/ })).toHaveAttribute('dir', 'ltr');
  });
});
