import { fieldErrorsOf } from '@app/shared-contracts';
import { type StaffLectureItem, staffLectureVideoBodySchema } from '@app/shared-contracts/schemas';
import { Button, Field, firstError, focusFirstInvalid, Input, showServerErrors, validateWith } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useCreateVideo } from '../api/create-video';
import { CheckField } from './check-field';

const t = messages.staffLectures.video;
const DEFAULTS = {
  name: '',
  views_limit: '',
  attendance_required: false,
  attendance_chip_text: '',
  hide_attendance_chips: false,
};
type Values = typeof DEFAULTS;
const toBody = (v: Values) => ({
  ...v,
  views_limit: v.views_limit.trim() ? v.views_limit : null,
  attendance_chip_text: v.attendance_chip_text.trim() || null,
});
const check = validateWith(staffLectureVideoBodySchema);

/** A video by its name and rules: the row is made now, its media is uploaded on the video page. */
export function AddVideoForm({
  lectureId,
  onCreated,
}: {
  lectureId: number;
  onCreated: (v: StaffLectureItem) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateVideo();
  const [failed, setFailed] = useState(false);
  const form = useForm({
    defaultValues: DEFAULTS,
    validators: { onSubmit: ({ value }) => check({ value: toBody(value) }) },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      setFailed(false);
      try {
        const body = staffLectureVideoBodySchema.parse(toBody(value));
        onCreated(await create.mutateAsync({ id: lectureId, body }));
        form.reset();
      } catch (error) {
        const fields = fieldErrorsOf(error);
        if (fields) showServerErrors(form, fields);
        else setFailed(true);
      }
    },
  });
  const input = (
    name: 'name' | 'views_limit' | 'attendance_chip_text',
    label: string,
    extra: object = {},
    hint?: string,
  ) => (
    <form.Field name={name}>
      {(field) => {
        const message = firstError(field.state.meta.errors);
        return (
          <Field label={label} invalid={Boolean(message)} errorText={message} helperText={hint}>
            <Input
              name={name}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
              {...extra}
            />
          </Field>
        );
      }}
    </form.Field>
  );
  const flag = (name: 'attendance_required' | 'hide_attendance_chips', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <CheckField name={name} label={label} checked={field.state.value} onChange={field.handleChange} />
      )}
    </form.Field>
  );
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t.title}
      className={css({ display: 'grid', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        form.handleSubmit();
      }}
    >
      {input('name', t.name)}
      {input('views_limit', t.viewsLimit, { inputMode: 'numeric', dir: 'ltr' }, t.viewsHint)}
      {input('attendance_chip_text', t.chipText)}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
        {flag('attendance_required', t.attendanceRequired)}
        {flag('hide_attendance_chips', t.hideChips)}
      </div>
      <div>
        <Button type="submit" loading={create.isPending}>
          {t.submit}
        </Button>
      </div>
      {failed ? <Notice tone="danger">{messages.staffLectures.failed}</Notice> : null}
    </form>
  );
}
