import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAST_CODE_KEY, LAST_CODE_TTL_MS, readLastCode, writeLastCode } from '../hooks/last-exam-code';
import { ExamCodeForm } from './exam-code-form';

describe('exam code form', () => {
  beforeEach(() => localStorage.clear());

  it('is disabled while empty, reads Arabic-Indic digits and keeps the code', async () => {
    const onCode = vi.fn();
    render(<ExamCodeForm onCode={onCode} />);
    const find = screen.getByRole('button', { name: 'بحث' });
    expect(find).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'كود الامتحان' }), ' quick٢ ');
    expect(find).toBeEnabled();
    await userEvent.click(find);
    expect(onCode).toHaveBeenCalledWith('QUICK2');
    expect(readLastCode()).toBe('QUICK2');
  });

  it("says the contract's Arabic size message for a code too long, and keeps the button off", async () => {
    render(<ExamCodeForm onCode={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'كود الامتحان' });
    await userEvent.type(field, 'A'.repeat(65));
    // zod's size issue in Arabic (the contracts install the wording), not zod's English default
    await vi.waitFor(() => expect(field).toHaveAccessibleErrorMessage('يجب ألا يزيد عن 64 حرف'));
    expect(screen.getByRole('button', { name: 'بحث' })).toBeDisabled();
  });

  it('forgets the last code after 180 minutes', () => {
    writeLastCode('A1', 1_000);
    expect(readLastCode(1_000 + LAST_CODE_TTL_MS)).toBe('A1');
    expect(readLastCode(1_001 + LAST_CODE_TTL_MS)).toBe('');
    expect(localStorage.getItem(LAST_CODE_KEY)).toBeNull();
  });
});
