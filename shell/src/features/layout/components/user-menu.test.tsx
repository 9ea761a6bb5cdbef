// jsdom layout stubs that Ark's focus moves need (the shell's own set-up has none).
import '@app/ui/testing/setup';
import { sampleUser } from '@app/dev-kit/fixtures';
import { sessionStore } from '@app/shared-contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../messages';
import { renderAt } from '../../../test/render';
import { UserMenu } from './user-menu';

const m = messages.userMenu;

afterEach(() => sessionStore.getState().clearSession());

describe('UserMenu', () => {
  it('gives the focus back to the account menu when the logout question is cancelled', async () => {
    sessionStore.getState().setToken('t');
    sessionStore.getState().setUser(sampleUser({ avatar: null }));
    const user = userEvent.setup();
    renderAt(<UserMenu />, '/home');
    const trigger = screen.getByRole('button', { name: messages.topBar.userMenu });
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: m.logout }));
    await screen.findByRole('alertdialog', { name: m.logoutTitle });
    await waitFor(() => expect(screen.getByRole('button', { name: m.cancel })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
