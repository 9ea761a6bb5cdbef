import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../provider/ui-provider';
import { NumberInput } from './number-input';

describe('NumberInput', () => {
  it('steps with the arrow keys and the named buttons, within min and max', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <UiProvider>
        <NumberInput label="المبلغ" defaultValue="5" min={1} max={6} onValueChange={onValueChange} />
      </UiProvider>,
    );
    const input = screen.getByRole('spinbutton', { name: 'المبلغ' });
    input.focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(input).toHaveValue('6'));
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('6');
    await user.click(screen.getByRole('button', { name: 'إنقاص' }));
    await waitFor(() => expect(input).toHaveValue('5'));
    expect(onValueChange).toHaveBeenLastCalledWith('5', 5);
    expect(screen.getByRole('button', { name: 'زيادة' })).toBeInTheDocument();
  });

  it('accepts Arabic-Indic digits', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <UiProvider>
        <NumberInput label="الكمية" onValueChange={onValueChange} />
      </UiProvider>,
    );
    const input = screen.getByRole('spinbutton', { name: 'الكمية' });
    await user.type(input, '١٢');
    await user.tab();
    await waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith('12', 12));
    // The field shows the normalised digits once Ark has committed the blur.
    await waitFor(() => expect(input).toHaveValue('12'));
  });
});
