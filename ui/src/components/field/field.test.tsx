import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field, Input, Textarea } from './field';

describe('Field', () => {
  it('labels its input and links the helper text', async () => {
    render(
      <Field label="الاسم" helperText="كما في البطاقة" required>
        <Input name="name" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /الاسم/ });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('كما في البطاقة');
    await userEvent.type(input, 'محمد');
    expect(input).toHaveValue('محمد');
  });

  it('marks the control invalid and announces the error text', async () => {
    render(
      <Field label="الرسالة" invalid errorText="الرسالة مطلوبة">
        <Textarea />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'الرسالة' });
    expect(textarea).toBeInvalid();
    await waitFor(() => expect(textarea).toHaveAccessibleErrorMessage('الرسالة مطلوبة'));
    expect(screen.getByText('الرسالة مطلوبة')).toHaveAttribute('aria-live', 'polite');
  });
});
