import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { uiMessages } from '../../messages';
import { Field } from '../field/field';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('hides the password until its toggle is pressed, and hides it again', async () => {
    const user = userEvent.setup();
    render(
      <Field label="كلمة المرور">
        <PasswordInput defaultValue="سر123" />
      </Field>,
    );
    const field = screen.getByLabelText('كلمة المرور');
    expect(field).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: uiMessages.showPassword });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'password');
  });

  it('is reached with Tab right after the field', async () => {
    const user = userEvent.setup();
    render(
      <Field label="كلمة المرور">
        <PasswordInput />
      </Field>,
    );
    await user.tab();
    expect(screen.getByLabelText('كلمة المرور')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: uiMessages.showPassword })).toHaveFocus();
  });
});
