import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type RecordOption, RecordPicker } from './record-picker';

// Zag writes the typed text back on the next frame: keys typed with no pause at all are lost in
// jsdom (never by a person), hence a small delay between keys.
const typing = () => userEvent.setup({ delay: 20 });

const COURSES: RecordOption[] = [
  { value: '1', label: 'الفيزياء', hint: 'أ. سامي' },
  { value: '2', label: 'الكيمياء' },
  { value: '3', label: 'الفيزياء الحديثة' },
];

/** The caller's side: a "query" filtering by what was searched, as a page's useQuery would. */
function Harness(props: {
  onChange?: (v: string) => void;
  onSearch?: (q: string) => void;
  initial?: string;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  const [q, setQ] = useState('');
  const options = useMemo(() => COURSES.filter((c) => c.label.includes(q)), [q]);
  return (
    <>
      <RecordPicker
        label="الكورس"
        value={value}
        selectedLabel={COURSES.find((c) => c.value === value)?.label}
        options={options}
        onSearch={(text) => {
          props.onSearch?.(text);
          setQ(text);
        }}
        onChange={(v) => {
          setValue(v);
          props.onChange?.(v);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
    </>
  );
}

describe('RecordPicker', () => {
  it('searches by name as the user types and picks with the keyboard', async () => {
    const user = typing();
    const onSearch = vi.fn();
    const onChange = vi.fn();
    render(<Harness onSearch={onSearch} onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'الكورس' });
    // Two bursts of text, each settled before the next: a loaded machine's late frames cannot
    // drop letters, and the pause still turns two edits into one search.
    await user.click(box);
    await user.paste('الفيز');
    await waitFor(() => expect(box).toHaveValue('الفيز'));
    await user.paste('ياء');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('الفيزياء'));
    // once per pause, not once per letter
    expect(onSearch.mock.calls.length).toBeLessThan(3);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(listbox).toHaveTextContent('أ. سامي');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^[13]$/));
    expect(box).toHaveValue(COURSES.find((c) => c.value === onChange.mock.lastCall?.[0])?.label);
  });

  it('shows the saved record by name, says when nothing matches, and clears on reset', async () => {
    const user = typing();
    render(<Harness initial="2" />);
    const box = screen.getByRole('combobox', { name: 'الكورس' });
    expect(box).toHaveValue('الكيمياء');
    await user.clear(box);
    await user.type(box, 'أحياء');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('لا توجد نتائج'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(box).toHaveValue('');
  });

  it('clears the choice with its button', async () => {
    const user = typing();
    const onChange = vi.fn();
    render(<Harness initial="1" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'إلغاء الاختيار' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
