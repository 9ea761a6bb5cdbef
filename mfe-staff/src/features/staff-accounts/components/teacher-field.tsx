import { Field, Input } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useTeachers } from '../api/get-teachers';

const t = messages.accounts;

/** The catalogue teacher of a teacher account: a list when the teachers page is on, else the id. */
export function TeacherField(props: {
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
}) {
  const teachers = useTeachers();
  if (!teachers.data) {
    return (
      <Field label={t.fields.teacherId} invalid={Boolean(props.error)} errorText={props.error} required>
        <Input
          inputMode="numeric"
          dir="ltr"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </Field>
    );
  }
  return (
    <label className={css({ display: 'grid', gap: '1' })}>
      {t.fields.teacher}
      <select
        value={props.value}
        aria-invalid={Boolean(props.error)}
        onChange={(e) => props.onChange(e.target.value)}
        className={css({ borderWidth: '1px', borderRadius: 'l2', padding: '2' })}
      >
        <option value="">{t.chooseTeacher}</option>
        {teachers.data.data.map((teacher) => (
          <option key={teacher.id} value={teacher.id}>
            {teacher.name}
          </option>
        ))}
      </select>
      {props.error ? <span className={css({ color: 'fg.error', fontSize: 'sm' })}>{props.error}</span> : null}
    </label>
  );
}
