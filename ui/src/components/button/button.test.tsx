import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from '../icon-button/icon-button';
import { ArrowBackIcon, CloseIcon } from '../icons/icons';
import { Button } from './button';

describe('Button', () => {
  it('is a button named by its text that reacts to keyboard activation', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>حفظ</Button>);
    const button = screen.getByRole('button', { name: 'حفظ' });
    expect(button).toHaveAttribute('type', 'button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is busy and disabled while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        حفظ
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'حفظ' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link as a button with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/courses">الكورسات</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'الكورسات' })).toHaveAttribute('href', '/courses');
  });
});

describe('IconButton and icons', () => {
  it('takes its accessible name from aria-label, the icon is hidden', () => {
    render(
      <IconButton aria-label="إغلاق">
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'إغلاق' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('mirrors direction icons in RTL only', () => {
    const { container } = render(
      <>
        <ArrowBackIcon />
        <CloseIcon />
      </>,
    );
    const [back, close] = Array.from(container.querySelectorAll('svg'));
    // The icon recipe's mirror variant holds the _rtl flip (checked in ui.css by the recipes test).
    expect(back?.getAttribute('class')).toContain('ui-icon__root--mirror_true');
    expect(close?.getAttribute('class')).not.toContain('ui-icon__root--mirror_true');
  });
});
