import {
  type StaffStudentActionResponse,
  useStaffCourseLectures,
  useStaffCourseOptions,
} from '@app/shared-contracts';
import { staffLectureGrantBodySchema, staffStudentCourseParamsSchema } from '@app/shared-contracts/schemas';
import { Button, Field, firstError, Input, validateWith } from '@app/ui';
import { type RecordOption, RecordPicker } from '@app/ui/staff';
import { useForm } from '@tanstack/react-form';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

import { announce } from './confirm-action';

const t = messages.student;
// The ids and days as the api reads them, from the contract (the pickers give the ids).
const idOnly = z.object({ id: staffStudentCourseParamsSchema.shape.courseId });
const idAndDays = idOnly.extend({ days: staffLectureGrantBodySchema.shape.days });

/**
 * Gives the student a course or a lecture (and, if wanted, days), picked by name (decision 0053):
 * the course searched as the desk types; a lecture among the lectures of a course chosen first.
 */
export function GrantForm(props: {
  title: string;
  idLabel: string;
  withDays?: boolean;
  grant: (v: { id: number; days?: number }) => Promise<StaffStudentActionResponse>;
}) {
  const schema = props.withDays ? idAndDays : idOnly;
  const [courseQ, setCourseQ] = useState<string | null>(null);
  const [course, setCourse] = useState<RecordOption | null>(null);
  const [lectureQ, setLectureQ] = useState('');
  const [label, setLabel] = useState<string | undefined>();
  const courses = useStaffCourseOptions(courseQ);
  const lectures = useStaffCourseLectures(props.withDays && course ? Number(course.value) : null);
  const lectureOptions = useMemo<RecordOption[]>(
    () =>
      (lectures.data?.items ?? [])
        .filter((l) => l.name.includes(lectureQ))
        .map((l) => ({ value: String(l.id), label: l.name })),
    [lectures.data, lectureQ],
  );
  const form = useForm({
    defaultValues: { id: '', days: '' },
    validators: { onSubmit: validateWith(schema) },
    onSubmit: async ({ value }) => {
      const parsed = idAndDays.partial({ days: true }).parse(value);
      await announce(() => props.grant({ id: parsed.id, days: props.withDays ? parsed.days : undefined }));
      form.reset();
    },
  });
  const coursePicker = (field?: { value: string; error?: string; onChange: (v: string) => void }) => (
    <RecordPicker
      label={field ? props.idLabel : t.lectureCourse}
      value={field ? field.value : (course?.value ?? '')}
      selectedLabel={course?.label}
      options={courses.data ?? []}
      onSearch={setCourseQ}
      loading={courses.isFetching}
      failed={courses.isError}
      invalid={Boolean(field?.error)}
      errorText={field?.error}
      onChange={(value, option) => {
        setCourse(option);
        if (field) field.onChange(value);
        else form.setFieldValue('id', '');
      }}
    />
  );

  return (
    <form
      aria-label={props.title}
      noValidate
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'flex-end' })}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      {props.withDays ? coursePicker() : null}
      <form.Field name="id">
        {(field) => {
          const error = firstError(field.state.meta.errors);
          const bind = { value: field.state.value, error, onChange: field.handleChange };
          if (!props.withDays) return coursePicker(bind);
          return (
            <RecordPicker
              label={props.idLabel}
              value={field.state.value}
              selectedLabel={label}
              options={lectureOptions}
              onSearch={setLectureQ}
              loading={lectures.isFetching}
              failed={lectures.isError}
              disabled={!course}
              helperText={course ? undefined : t.lectureCourseFirst}
              invalid={Boolean(error)}
              errorText={error}
              onChange={(value, option) => {
                setLabel(option?.label);
                field.handleChange(value);
              }}
            />
          );
        }}
      </form.Field>
      {props.withDays ? (
        <form.Field name="days">
          {(field) => (
            <Field
              label={t.days}
              helperText={t.daysHelp}
              invalid={field.state.meta.errors.length > 0}
              errorText={firstError(field.state.meta.errors)}
            >
              <Input
                inputMode="numeric"
                dir="ltr"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
              />
            </Field>
          )}
        </form.Field>
      ) : null}
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(busy) => (
          <Button type="submit" variant="outline" loading={busy}>
            {props.title}
          </Button>
        )}
      </form.Subscribe>
    </form>
  );
}
