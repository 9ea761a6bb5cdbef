import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IconButton } from '../icon-button/icon-button';
import { MenuIcon } from '../icons/icons';
import { UiProvider } from '../provider/ui-provider';
import { Drawer } from './drawer';

const links = (
  <nav aria-label="روابط">
    <a href="/home">الرئيسية</a>
    <a href="/wallet">المحفظة</a>
  </nav>
);

describe('Drawer', () => {
  it('opens as a modal named by its title, traps focus and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider>
        <Drawer
          title="القائمة"
          trigger={
            <IconButton aria-label="فتح القائمة">
              <MenuIcon />
            </IconButton>
          }
        >
          {links}
        </Drawer>
      </UiProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'فتح القائمة' });
    await user.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'القائمة' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'المحفظة' })).toBeInTheDocument();
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('renders as a permanent labelled panel that is not a dialog', () => {
    render(
      <Drawer title="القائمة" permanent>
        {links}
      </Drawer>,
    );
    expect(screen.getByRole('complementary', { name: 'القائمة' })).toContainElement(
      screen.getByRole('link', { name: 'الرئيسية' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
