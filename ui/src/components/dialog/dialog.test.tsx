import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Dialog, DialogClose } from './dialog';

describe('Dialog', () => {
  it('opens from its trigger, is named by its title, closes with Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(
      <Dialog trigger={<Button>افتح</Button>} title="تفاصيل الكورس" description="وصف قصير">
        <p>المحتوى</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'افتح' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'تفاصيل الكورس' });
    expect(dialog).toHaveAccessibleDescription('وصف قصير');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes from the Arabic close button and from a DialogClose footer button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog
        trigger={<Button>افتح</Button>}
        title="رسالة"
        footer={
          <DialogClose>
            <Button>حسناً</Button>
          </DialogClose>
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'افتح' }));
    await user.click(await screen.findByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'افتح' }));
    await user.click(await screen.findByRole('button', { name: 'حسناً' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
