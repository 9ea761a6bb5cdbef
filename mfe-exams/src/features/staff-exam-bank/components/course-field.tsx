import type { ExamBankTags } from '@app/shared-contracts';
import { RecordPicker } from '@app/ui/staff';
import { useMemo, useState } from 'react';

/**
 * A question's course picked by name (decision 0053) among the courses the bank's tags already
 * carry (a teacher's own, every course for admin): searched here as the teacher types.
 */
export function CourseField(props: {
  label: string;
  courses: ExamBankTags['courses'] | undefined;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const [q, setQ] = useState('');
  const all = props.courses ?? [];
  const options = useMemo(
    () => all.filter((c) => c.name.includes(q)).map((c) => ({ value: String(c.id), label: c.name })),
    [all, q],
  );
  return (
    <RecordPicker
      label={props.label}
      name="course_id"
      value={props.value}
      selectedLabel={all.find((c) => String(c.id) === props.value)?.name}
      options={options}
      onSearch={setQ}
      invalid={Boolean(props.error)}
      errorText={props.error}
      onChange={(value) => props.onChange(value)}
    />
  );
}
