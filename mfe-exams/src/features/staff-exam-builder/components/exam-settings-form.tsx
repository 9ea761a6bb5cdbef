import { fieldErrorsOf, type StaffExam } from '@app/shared-contracts';
import { staffExamCreateSchema } from '@app/shared-contracts/schemas';
import {
  Button,
  Field,
  FormTextField,
  firstError,
  focusFirstInvalid,
  showServerErrors,
  Textarea,
  validateWith,
} from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useCreateStaffExam } from '../api/create-staff-exam';
import { useUpdateStaffExam } from '../api/update-staff-exam';
import { CourseLecturePickers } from './course-lecture-pickers';
import { bodyOf, type SettingsValues, valuesOf } from './settings-values';

const t = messages.staffExams.settings;
const check = validateWith(staffExamCreateSchema);
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });
const select = css({
  borderWidth: '1px',
  borderRadius: 'l2',
  paddingInline: '2',
  height: '10',
  minWidth: '32',
});

type TextName =
  | 'name'
  | 'exam_code'
  | 'starts_at'
  | 'ends_at'
  | 'duration'
  | 'max_attempts'
  | 'pass_percentage';
type FlagName =
  | 'show_result'
  | 'show_detailed_result'
  | 'shuffle_questions'
  | 'shuffled_answers'
  | 'enable_images_answers';

/**
 * The exam's settings (TanStack Form on the contract's schema, decision 0035): without `exam` it
 * makes a draft, with one it saves changes (PATCH).
 */
export function ExamSettingsForm({
  exam,
  onSaved,
}: {
  exam?: StaffExam;
  onSaved?: (exam: StaffExam) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateStaffExam();
  const update = useUpdateStaffExam(exam?.id ?? 0);
  const mutation = exam ? update : create;
  const [saved, setSaved] = useState(false);
  const form = useForm({
    defaultValues: valuesOf(exam),
    validators: { onSubmit: ({ value }) => check({ value: bodyOf(value) }) },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      setSaved(false);
      try {
        const body = bodyOf(value);
        const result = exam ? await update.mutateAsync(body) : await create.mutateAsync(body);
        setSaved(true);
        onSaved?.(result);
      } catch (error) {
        showServerErrors(form, fieldErrorsOf(error));
      }
    },
  });
  const failed = mutation.error && !fieldErrorsOf(mutation.error);

  const text = (name: TextName, label: string, extra: object = {}, hint?: string) => (
    <form.Field name={name}>
      {(field) => <FormTextField field={field} label={label} helperText={hint} {...extra} />}
    </form.Field>
  );
  const flag = (name: FlagName, label: string) => (
    <form.Field name={name}>
      {(field) => (
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <input
            type="checkbox"
            name={name}
            checked={field.state.value}
            onChange={(e) => field.handleChange(e.target.checked)}
          />
          {label}
        </label>
      )}
    </form.Field>
  );

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t.title}
      className={css({ display: 'grid', gap: '4', maxWidth: '3xl' })}
      onSubmit={(e) => {
        e.preventDefault();
        form.handleSubmit();
      }}
    >
      <div className={row}>
        {text('name', t.name)}
        <form.Field name="kind">
          {(field) => (
            <Field label={t.kind}>
              <select
                name="kind"
                aria-label={t.kind}
                className={select}
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value as SettingsValues['kind'])}
              >
                <option value="exam">{messages.staffExams.kinds.exam}</option>
                <option value="homework">{messages.staffExams.kinds.homework}</option>
              </select>
            </Field>
          )}
        </form.Field>
        {text('exam_code', t.code, { dir: 'ltr', autoCapitalize: 'characters' }, t.codeHint)}
      </div>
      <form.Field name="description">
        {(field) => (
          <Field label={t.description}>
            <Textarea
              name="description"
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
            />
          </Field>
        )}
      </form.Field>
      <form.Field name="course_id">
        {(course) => (
          <form.Field name="lecture_id">
            {(lecture) => (
              <CourseLecturePickers
                saved={{ course: exam?.course?.name, lecture: exam?.lecture?.name }}
                course={{
                  value: course.state.value,
                  error: firstError(course.state.meta.errors),
                  onChange: course.handleChange,
                }}
                lecture={{
                  value: lecture.state.value,
                  error: firstError(lecture.state.meta.errors),
                  onChange: lecture.handleChange,
                }}
              />
            )}
          </form.Field>
        )}
      </form.Field>
      <div className={row}>
        {text('starts_at', t.startsAt, { type: 'datetime-local', dir: 'ltr' })}
        {text('ends_at', t.endsAt, { type: 'datetime-local', dir: 'ltr' })}
      </div>
      <div className={row}>
        {text('duration', t.duration, { inputMode: 'numeric', dir: 'ltr' })}
        {text('max_attempts', t.attempts, { inputMode: 'numeric', dir: 'ltr' })}
        {text('pass_percentage', t.pass, { inputMode: 'decimal', dir: 'ltr' })}
      </div>
      <div className={css({ display: 'grid', gap: '2' })}>
        {flag('show_result', t.showResult)}
        {flag('show_detailed_result', t.showDetailed)}
        {flag('shuffle_questions', t.shuffleQuestions)}
        {flag('shuffled_answers', t.shuffleAnswers)}
        {flag('enable_images_answers', t.images)}
      </div>
      <div>
        <Button type="submit" loading={mutation.isPending}>
          {exam ? t.save : t.createSubmit}
        </Button>
      </div>
      {saved ? <Notice tone="success">{t.saved}</Notice> : null}
      {failed ? <Notice tone="danger">{t.failed}</Notice> : null}
    </form>
  );
}
