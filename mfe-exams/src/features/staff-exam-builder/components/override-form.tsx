import { fieldErrorsOf, type StaffExam } from '@app/shared-contracts';
import { staffExamOverrideBodySchema } from '@app/shared-contracts/schemas';
import { Button, Field, firstError, focusFirstInvalid, Input, showServerErrors, validateWith } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useSetExamOverride } from '../api/set-exam-override';

const t = messages.staffExams.override;
const check = validateWith(staffExamOverrideBodySchema);

/** One student's extra minutes or attempts, found by id or phone; the current ones listed. */
export function OverrideForm({ exam }: { exam: StaffExam }) {
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSetExamOverride(exam.id);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    defaultValues: { student: '', extra_minutes: '0', extra_attempts: '0' },
    validators: { onSubmit: ({ value }) => check({ value }) },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      setSaved(false);
      try {
        await save.mutateAsync(value);
        setSaved(true);
        form.reset();
      } catch (error) {
        showServerErrors(form, fieldErrorsOf(error));
      }
    },
  });
  const text = (name: 'student' | 'extra_minutes' | 'extra_attempts', label: string) => (
    <form.Field name={name}>
      {(field) => {
        const message = firstError(field.state.meta.errors);
        return (
          <Field label={label} invalid={Boolean(message)} errorText={message}>
            <Input
              name={name}
              dir="ltr"
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
            />
          </Field>
        );
      }}
    </form.Field>
  );

  return (
    <section aria-labelledby="exam-override" className={css({ display: 'grid', gap: '3' })}>
      <h2 id="exam-override" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t.title}
      </h2>
      <form
        ref={formRef}
        noValidate
        aria-label={t.title}
        className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}
        onSubmit={(e) => {
          e.preventDefault();
          form.handleSubmit();
        }}
      >
        {text('student', t.student)}
        {text('extra_minutes', t.minutes)}
        {text('extra_attempts', t.attempts)}
        <Button type="submit" loading={save.isPending}>
          {t.submit}
        </Button>
      </form>
      {saved ? <Notice tone="success">{t.saved}</Notice> : null}
      {exam.overrides.length ? (
        <ul aria-label={t.list}>
          {exam.overrides.map((o) => (
            <li key={o.user.id}>{t.row(o.user.name, o.extra_minutes, o.extra_attempts)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
