import { fieldErrorsOf, type StaffTeacher } from '@app/shared-contracts';
import { staffTeacherBodySchema, TEACHER_LINK_FIELDS } from '@app/shared-contracts/schemas';
import {
  Button,
  Field,
  FormTextField,
  focusFirstInvalid,
  showServerErrors,
  Textarea,
  validateWith,
} from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm } from '@tanstack/react-form';
import { useRef } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useSaveTeacher } from '../api/save-teacher';

const t = messages.staffCatalogue.teachers;
type LinkField = (typeof TEACHER_LINK_FIELDS)[number];
type Values = { name: string; bio: string; phone: string; email: string } & Record<LinkField, string>;

const valuesOf = (x?: StaffTeacher): Values => ({
  name: x?.name ?? '',
  bio: x?.bio ?? '',
  phone: x?.phone ?? '',
  email: x?.email ?? '',
  whatsapp_url: x?.whatsapp_url ?? '',
  facebook_url: x?.facebook_url ?? '',
  messenger_url: x?.messenger_url ?? '',
  twitter_url: x?.twitter_url ?? '',
  youtube_url: x?.youtube_url ?? '',
  telegram_url: x?.telegram_url ?? '',
});
const check = validateWith(staffTeacherBodySchema);

/** A teacher page's text: name, bio, phone, e-mail and the contact links (https only). */
export function TeacherForm(props: {
  teacher?: StaffTeacher;
  onDone: (t: StaffTeacher) => void;
  onCancel: () => void;
}) {
  const { teacher, onDone, onCancel } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveTeacher();
  const form = useForm({
    defaultValues: valuesOf(teacher),
    validators: { onSubmit: ({ value }) => check({ value }) },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      try {
        onDone(
          await save.mutateAsync({ id: teacher?.id ?? null, body: staffTeacherBodySchema.parse(value) }),
        );
      } catch (error) {
        showServerErrors(form, fieldErrorsOf(error));
      }
    },
  });
  const failed = save.error && !fieldErrorsOf(save.error);
  const text = (name: Exclude<keyof Values, 'bio'>, label: string, ltr = false) => (
    <form.Field key={name} name={name}>
      {(field) => <FormTextField field={field} label={label} {...(ltr ? { dir: 'ltr' } : {})} />}
    </form.Field>
  );

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={teacher ? t.formEdit : t.formNew}
      className={css({ display: 'grid', gap: '3', maxWidth: '2xl' })}
      onSubmit={(e) => {
        e.preventDefault();
        form.handleSubmit();
      }}
    >
      {text('name', t.name)}
      <form.Field name="bio">
        {(field) => (
          <Field label={t.bio}>
            <Textarea
              name="bio"
              rows={4}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
            />
          </Field>
        )}
      </form.Field>
      <div className={css({ display: 'grid', gap: '3', md: { gridTemplateColumns: '1fr 1fr' } })}>
        {text('phone', t.phone, true)}
        {text('email', t.email, true)}
        {TEACHER_LINK_FIELDS.map((name) => text(name, t.links[name], true))}
      </div>
      <div className={css({ display: 'flex', gap: '2' })}>
        <Button type="submit" loading={save.isPending}>
          {t.save}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
      {failed ? <Notice tone="danger">{t.failed}</Notice> : null}
    </form>
  );
}
