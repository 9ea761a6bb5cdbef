import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

function renderConfirm(onConfirm: () => void | Promise<void>, onCancel = vi.fn()) {
  render(
    <ConfirmDialog
      trigger={<Button>تسجيل الخروج</Button>}
      title="تسجيل الخروج"
      message="هل تريد تسجيل الخروج؟"
      confirmLabel="نعم"
      onConfirm={onConfirm}
      onCancel={onCancel}
      danger
    />,
  );
  return screen.getByRole('button', { name: 'تسجيل الخروج' });
}

describe('ConfirmDialog', () => {
  it('is an alertdialog that starts on cancel; keyboard cancel closes and returns focus', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const trigger = renderConfirm(onConfirm, onCancel);
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'تسجيل الخروج' });
    expect(dialog).toHaveAccessibleDescription('هل تريد تسجيل الخروج؟');
    await waitFor(() => expect(screen.getByRole('button', { name: 'إلغاء' })).toHaveFocus());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('confirms with Tab then Enter, waits for the promise, then closes', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const trigger = renderConfirm(onConfirm);
    await user.click(trigger);
    await waitFor(() => expect(screen.getByRole('button', { name: 'إلغاء' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'نعم' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'نعم' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
