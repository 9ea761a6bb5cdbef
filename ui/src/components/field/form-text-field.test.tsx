import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormTextField } from './form-text-field';

/** A field shaped as TanStack Form hands it over: value, errors, change and blur. */
function Harness({ errors = [] as unknown[] }) {
  const [value, setValue] = useState('');
  const [blurred, setBlurred] = useState(false);
  return (
    <>
      <FormTextField
        field={{
          name: 'amount',
          state: { value, meta: { errors } },
          handleChange: setValue,
          handleBlur: () => setBlurred(true),
        }}
        label="المبلغ"
        inputMode="decimal"
        dir="ltr"
      />
      <output>{blurred ? `left with ${value}` : value}</output>
    </>
  );
}

describe('FormTextField', () => {
  it('labels the input, passes what is typed and the blur to the field', async () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'المبلغ' });
    expect(input).toHaveAttribute('name', 'amount');
    expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.type(input, '150');
    expect(screen.getByRole('status')).toHaveTextContent('150');
    await userEvent.tab();
    expect(screen.getByRole('status')).toHaveTextContent('left with 150');
  });

  it("shows the field's first error (a zod issue or the server's text) and marks it invalid", async () => {
    render(<Harness errors={[undefined, { message: 'أدخل مبلغاً صحيحاً' }, 'ثاني']} />);
    const input = screen.getByRole('textbox', { name: 'المبلغ' });
    expect(input).toBeInvalid();
    await waitFor(() => expect(input).toHaveAccessibleErrorMessage('أدخل مبلغاً صحيحاً'));
    expect(screen.queryByText('ثاني')).not.toBeInTheDocument();
  });
});
