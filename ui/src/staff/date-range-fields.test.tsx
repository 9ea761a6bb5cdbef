import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type DateRange, DateRangeFields } from './date-range-fields';

function Harness({ initial, onChange }: { initial: DateRange; onChange?: (r: DateRange) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangeFields
      value={value}
      max="2026-11-26"
      onChange={(r) => {
        setValue(r);
        onChange?.(r);
      }}
    />
  );
}

describe('DateRangeFields', () => {
  it('is a named group of two date fields that reports each change', () => {
    const onChange = vi.fn();
    render(<Harness initial={{ from: '2026-11-01', to: '2026-11-26' }} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'المدة' })).toBeInTheDocument();
    const from = screen.getByLabelText('من');
    expect(from).toHaveValue('2026-11-01');
    expect(from).toHaveAttribute('max', '2026-11-26');
    fireEvent.change(from, { target: { value: '2026-11-10' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-10', to: '2026-11-26' });
    expect(screen.getByLabelText('إلى')).toHaveAttribute('min', '2026-11-10');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the start is after the end', () => {
    render(<Harness initial={{ from: '2026-11-20', to: '2026-11-01' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('يجب أن يكون تاريخ البداية قبل تاريخ النهاية');
    expect(screen.getByLabelText('من')).toHaveAttribute('aria-invalid', 'true');
  });
});
