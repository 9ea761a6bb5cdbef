import type { StaffStudentActionResponse } from '@app/shared-contracts';
import { staffLectureGrantBodySchema, staffStudentCourseParamsSchema } from '@app/shared-contracts/schemas';
import { Button, Field, firstError, Input, validateWith } from '@app/ui';
import { useForm } from '@tanstack/react-form';
import { z } from 'zod';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { announce } from './confirm-action';

const t = messages.student;
// The ids and days as the api reads them (Arabic-Indic digits too), from the contract.
const idOnly = z.object({ id: staffStudentCourseParamsSchema.shape.courseId });
const idAndDays = idOnly.extend({ days: staffLectureGrantBodySchema.shape.days });

/** Gives the student a course (an id) or a lecture (an id and, if wanted, days). */
export function GrantForm(props: {
  title: string;
  idLabel: string;
  withDays?: boolean;
  grant: (v: { id: number; days?: number }) => Promise<StaffStudentActionResponse>;
}) {
  const schema = props.withDays ? idAndDays : idOnly;
  const form = useForm({
    defaultValues: { id: '', days: '' },
    validators: { onSubmit: validateWith(schema) },
    onSubmit: async ({ value }) => {
      const parsed = idAndDays.partial({ days: true }).parse(value);
      await announce(() => props.grant({ id: parsed.id, days: props.withDays ? parsed.days : undefined }));
      form.reset();
    },
  });
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
      <form.Field name="id">
        {(field) => (
          <Field
            label={props.idLabel}
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
