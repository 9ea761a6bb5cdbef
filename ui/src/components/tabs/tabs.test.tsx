import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../provider/ui-provider';
import { Tabs } from './tabs';

const items = [
  { value: 'exams', label: 'الامتحانات', content: <p>قائمة الامتحانات</p> },
  { value: 'homeworks', label: 'الواجبات', content: <p>قائمة الواجبات</p> },
  { value: 'files', label: 'الملفات', content: <p>قائمة الملفات</p> },
];

const selectedPanelText = () => screen.getByRole('tabpanel').textContent;

describe('Tabs', () => {
  it('shows the first panel and switches on click', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs label="نتائجي" items={items} onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'نتائجي' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الامتحانات' })).toHaveAttribute('aria-selected', 'true');
    expect(selectedPanelText()).toBe('قائمة الامتحانات');
    await user.click(screen.getByRole('tab', { name: 'الواجبات' }));
    expect(onValueChange).toHaveBeenCalledWith('homeworks');
    await waitFor(() => expect(selectedPanelText()).toBe('قائمة الواجبات'));
  });

  it('follows the right-to-left reading order with arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider>
        <Tabs label="نتائجي" items={items} />
      </UiProvider>,
    );
    const first = screen.getByRole('tab', { name: 'الامتحانات' });
    const second = screen.getByRole('tab', { name: 'الواجبات' });
    const last = screen.getByRole('tab', { name: 'الملفات' });
    await user.click(first);
    // In RTL the next tab is to the left.
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(second).toHaveFocus());
    // Browsers also select on focus (automatic activation); jsdom does not run that step, Enter does it.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(second).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(selectedPanelText()).toBe('قائمة الواجبات'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('{End}');
    await waitFor(() => expect(last).toHaveFocus());
    await user.keyboard('{Home}');
    await waitFor(() => expect(first).toHaveFocus());
  });
});
