import { fieldErrorsOf } from '@app/shared-contracts';
import { staffLectureNoteFieldsSchema } from '@app/shared-contracts/schemas';
import { Button, Field, FilePicker, Input } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useUploadNote } from '../api/upload-note';

const t = messages.staffLectures.note;

/** A PDF note for the lecture (checked again by its bytes on the server, stored privately). */
export function NoteForm({ lectureId }: { lectureId: number }) {
  const upload = useUploadNote();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [key, setKey] = useState(0);
  const submit = async () => {
    const parsed = staffLectureNoteFieldsSchema.safeParse({ name });
    const local: Record<string, string> = {};
    const issue = parsed.error?.issues[0]?.message;
    if (issue) local.name = issue;
    if (!file) local.file = t.chooseFile;
    setErrors(local);
    if (!parsed.success || !file) return;
    try {
      await upload.mutateAsync({ id: lectureId, name: parsed.data.name, file });
      setName('');
      setFile(null);
      setKey((k) => k + 1);
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? {});
    }
  };
  const nameError = errors.name;
  const fileError = errors.file;
  return (
    <form
      key={key}
      aria-label={t.title}
      noValidate
      className={css({ display: 'grid', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field label={t.name} invalid={Boolean(nameError)} errorText={nameError}>
        <Input name="note-name" value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label={t.file} invalid={Boolean(fileError)} errorText={fileError}>
        <FilePicker accept="application/pdf,.pdf" buttonText={t.chooseFile} onFile={setFile} />
      </Field>
      <div>
        <Button type="submit" loading={upload.isPending}>
          {t.submit}
        </Button>
      </div>
      {upload.isError && !fieldErrorsOf(upload.error) ? (
        <Notice tone="danger">{messages.staffLectures.failed}</Notice>
      ) : null}
    </form>
  );
}
