import { fieldErrorsOf } from '@app/shared-contracts';
import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import { NOTE_EXTENSIONS, NOTE_MAX_BYTES, staffNoteFieldsSchema } from '@app/shared-contracts/schemas';
import {
  Button,
  Field,
  FilePicker,
  firstError,
  focusFirstInvalid,
  Input,
  type SafeParser,
  showServerErrors,
  validateWith,
} from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { failureMessage } from '../../../components/failure-message';
import { messages } from '../../../messages';
import { useCreateNote } from '../api/create-note';

const t = messages.staff.notes;
const ACCEPT = NOTE_EXTENSIONS.map((e) => `.${e}`).join(',');
const EMPTY = { name: '', position: '', file: null as File | null };

/** The contract's name and position, and a file of an allowed type within 20 MB. */
const check: SafeParser = {
  safeParse: (value) => {
    const v = value as typeof EMPTY;
    const fields = staffNoteFieldsSchema.safeParse({
      name: v.name,
      ...(v.position ? { position: v.position } : {}),
    });
    const issues: { path: PropertyKey[]; message: string }[] =
      fields.error?.issues.map((i) => ({ path: i.path, message: i.message })) ?? [];
    const ext = v.file?.name.split('.').at(-1)?.toLowerCase() ?? '';
    if (!v.file) issues.push({ path: ['file'], message: DETAIL_MESSAGES.chooseFile });
    else if (!v.file.name.includes('.') || !(NOTE_EXTENSIONS as readonly string[]).includes(ext))
      issues.push({ path: ['file'], message: DETAIL_MESSAGES.noteFileType });
    else if (v.file.size > NOTE_MAX_BYTES)
      issues.push({ path: ['file'], message: DETAIL_MESSAGES.noteTooBig });
    return { error: issues.length ? { issues } : undefined };
  },
};

/** Publishes a study note on the students' notes page. */
export function NoteForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [done, setDone] = useState(false);
  const create = useCreateNote();
  const form = useForm({
    defaultValues: EMPTY,
    validators: { onSubmit: validateWith(check) },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: ({ value }) => {
      setDone(false);
      const fields = staffNoteFieldsSchema.parse({
        name: value.name,
        ...(value.position ? { position: value.position } : {}),
      });
      create.mutate(
        { ...fields, file: value.file as File },
        {
          onSuccess: () => {
            form.reset();
            setDone(true);
          },
          onError: (error) => void showServerErrors(form, fieldErrorsOf(error)),
        },
      );
    },
  });
  return (
    <form
      ref={formRef}
      aria-label={t.add}
      noValidate
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="name">
        {(field) => {
          const message = firstError(field.state.meta.errors);
          return (
            <Field label={t.name} required invalid={Boolean(message)} errorText={message}>
              <Input
                name="name"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
              />
            </Field>
          );
        }}
      </form.Field>
      <form.Field name="position">
        {(field) => {
          const message = firstError(field.state.meta.errors);
          return (
            <Field label={t.position} invalid={Boolean(message)} errorText={message}>
              <Input
                name="position"
                inputMode="numeric"
                dir="ltr"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
              />
            </Field>
          );
        }}
      </form.Field>
      <form.Field name="file">
        {(field) => {
          const message = firstError(field.state.meta.errors);
          return (
            <Field label={t.file} required invalid={Boolean(message)} errorText={message}>
              <FilePicker
                accept={ACCEPT}
                buttonText={t.chooseFile}
                fileName={field.state.value?.name ?? null}
                onFile={(f) => field.handleChange(f)}
              />
            </Field>
          );
        }}
      </form.Field>
      <Button type="submit" loading={create.isPending}>
        {t.publish}
      </Button>
      {create.isError && !fieldErrorsOf(create.error) ? (
        <Notice tone="danger">{failureMessage(create.error, messages.staff.failed)}</Notice>
      ) : null}
      {done ? <Notice tone="success">{t.published}</Notice> : null}
    </form>
  );
}
