import { sampleUser } from '@app/dev-kit/fixtures';
import { countryOptions } from '@app/shared-contracts/phone';
import { PhoneInput, uiMessages } from '@app/ui';
import { render, screen } from '@testing-library/react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { InfoRows } from './info-rows';

const t = messages.profile;
// Aligned with its label: at the inline start, like the label above it (right in RTL).
const alignedWithLabel = css({ textAlign: 'start' });

/** The value (dd) of the info row labelled `label`. */
function rowValue(label: string) {
  const dd = screen.getByText(label, { selector: 'dt' }).nextElementSibling;
  expect(dd?.tagName).toBe('DD');
  return dd as HTMLElement;
}

describe('profile values that read left to right (issue 14)', () => {
  const user = sampleUser({
    email: 'qa1-x@example.com',
    full_phone: '+201012345678',
    parent_full_phone: '+201112345678',
    name: 'سارة أحمد',
  });

  it.each([
    [t.fields.email, 'qa1-x@example.com'],
    [t.fields.phone, '+201012345678'],
    [t.fields.parent_phone, '+201112345678'],
    [t.fields.id, String(user.id)],
  ])('isolates %s in a left-to-right <bdi> aligned with its label', (label, value) => {
    renderPage(<InfoRows user={user} />, { user });
    const dd = rowValue(label);
    const bdi = dd.querySelector('bdi');
    expect(bdi).toHaveAttribute('dir', 'ltr');
    expect(bdi).toHaveTextContent(value);
    expect(dd).toHaveClass(alignedWithLabel);
  });

  it('leaves Arabic values in the page direction', () => {
    renderPage(<InfoRows user={user} />, { user });
    expect(rowValue(t.fields.name).querySelector('bdi')).toBeNull();
  });

  it("labels the country picker and shows 'مصر +20' with the code isolated, not '20+'", () => {
    render(
      <PhoneInput
        label={t.fields.phone}
        countries={countryOptions()}
        value={{ country: 'EG', number: '' }}
        onChange={() => {}}
      />,
    );
    const picker = screen.getByRole('combobox', {
      name: uiMessages.countryOf(t.fields.phone),
    }) as HTMLSelectElement;
    expect(picker.selectedOptions[0]?.textContent).toBe('مصر \u2066+20\u2069');
    expect(screen.getByRole('textbox', { name: t.fields.phone })).toHaveAttribute('dir', 'ltr');
  });
});

describe('a profile to complete (issue 31)', () => {
  it('marks each required row that is empty, and only those', () => {
    const user = sampleUser({ phone: null, full_phone: null, governorate: null, area: null });
    renderPage(<InfoRows user={user} />, { user });
    const marked = screen
      .getAllByText(t.missing)
      .map((dd) => dd.previousElementSibling?.previousElementSibling);
    expect(marked.map((dt) => dt?.textContent)).toEqual([t.fields.phone, t.fields.governorate]);
  });

  it('marks nothing on a complete profile', () => {
    const user = sampleUser();
    renderPage(<InfoRows user={user} />, { user });
    expect(screen.queryByText(t.missing)).toBeNull();
  });
});
