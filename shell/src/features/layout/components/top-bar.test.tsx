import { sessionStore } from '@app/shared-contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../messages';
import { renderAt } from '../../../test/render';
import { TopBar } from './top-bar';

const bar = <TopBar showMenuButton onMenu={() => undefined} showBack={false} />;

afterEach(() => sessionStore.getState().clearSession());

describe('top bar search', () => {
  it("a guest's search button opens a search box with the keyboard in it, and it searches the catalogue", async () => {
    renderAt(bar, '/');
    const open = screen.getByRole('button', { name: messages.topBar.openSearch });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    // jsdom has no media queries: the desktop box is there too; the phone's is the one opened.
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const boxes = screen.getAllByRole('searchbox', { name: messages.topBar.search });
    expect(boxes).toHaveLength(2);
    expect(boxes[1]).toHaveFocus();
    await userEvent.type(boxes[1] as HTMLElement, 'كيمياء{Enter}');
    expect(
      await screen.findByText('at /courses?search=%D9%83%D9%8A%D9%85%D9%8A%D8%A7%D8%A1'),
    ).toBeInTheDocument();
  });

  it('a signed-in student has the box itself, no search button', () => {
    sessionStore.getState().setToken('t'.repeat(40));
    renderAt(bar, '/home');
    expect(screen.getByRole('searchbox', { name: messages.topBar.search })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.topBar.openSearch })).toBeNull();
  });
});
