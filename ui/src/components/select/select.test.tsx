import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const grades = [
  { value: '1', label: 'الصف الأول الثانوي' },
  { value: '2', label: 'الصف الثاني الثانوي' },
  { value: '3', label: 'الصف الثالث الثانوي', disabled: true },
];

describe('Select', () => {
  it('is a labelled combobox whose options are chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="الصف الدراسي" items={grades} onValueChange={onValueChange} name="grade" />);
    const trigger = screen.getByRole('combobox', { name: 'الصف الدراسي' });
    expect(trigger).toHaveTextContent('اختر');
    trigger.focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeVisible();
    expect(screen.getByRole('option', { name: 'الصف الثالث الثانوي' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith(expect.any(String)));
    const chosen = onValueChange.mock.lastCall?.[0] as string;
    const label = grades.find((grade) => grade.value === chosen)?.label ?? '';
    await waitFor(() => expect(trigger).toHaveTextContent(label));
  });

  it('shows a controlled value and reports a click choice', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="الصف الدراسي" items={grades} value="1" onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'الصف الدراسي' });
    expect(trigger).toHaveTextContent('الصف الأول الثانوي');
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'الصف الثاني الثانوي' }));
    expect(onValueChange).toHaveBeenCalledWith('2');
  });
});
