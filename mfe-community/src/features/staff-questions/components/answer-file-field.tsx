import { STAFF_ANSWER_FILES, type StaffAnswerFile } from '@app/shared-contracts/schemas';
import { Field, FilePicker } from '@app/ui';
import { useEffect, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.staff.questions;
const LABELS: Record<StaffAnswerFile, { label: string; button: string }> = {
  image: { label: t.image, button: t.chooseImage },
  audio: { label: t.audio, button: t.chooseAudio },
  pdf: { label: t.pdf, button: t.choosePdf },
};

export interface AnswerFileFieldProps {
  kind: StaffAnswerFile;
  file: File | null;
  /** the answer's stored file (an edit), or null */
  stored: string | null;
  remove: boolean;
  error?: string | undefined;
  onFile: (file: File | null) => void;
  onRemove: (remove: boolean) => void;
}

/** A local address for the picked file's preview, released when it changes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

function Preview({ kind, src, name }: { kind: StaffAnswerFile; src: string; name: string }) {
  const label = t.preview(LABELS[kind].label);
  if (kind === 'image')
    return (
      <img src={src} alt={label} className={css({ maxHeight: '48', maxWidth: 'full', borderRadius: 'l2' })} />
    );
  if (kind === 'audio')
    // biome-ignore lint/a11y/useMediaCaption: a teacher's spoken answer has no caption track
    return <audio controls src={src} aria-label={label} />;
  return (
    <a href={src} target="_blank" rel="noreferrer" className={css({ color: 'primary' })}>
      {label}: {name}
    </a>
  );
}

/** One file of the answer: the picker, a preview of the picked or stored file, removing the stored one. */
export function AnswerFileField({
  kind,
  file,
  stored,
  remove,
  error,
  onFile,
  onRemove,
}: AnswerFileFieldProps) {
  const { label, button } = LABELS[kind];
  const picked = usePreviewUrl(file);
  const shown = picked ?? (stored && !remove ? stored : null);
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <Field label={label} invalid={Boolean(error)} errorText={error}>
        <FilePicker
          accept={STAFF_ANSWER_FILES[kind].accept}
          buttonText={button}
          fileName={file?.name ?? null}
          onFile={onFile}
        />
      </Field>
      {shown ? <Preview kind={kind} src={shown} name={file?.name ?? stored ?? ''} /> : null}
      {stored && !file ? (
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <input type="checkbox" checked={remove} onChange={(e) => onRemove(e.currentTarget.checked)} />
          {t.remove(label)}
        </label>
      ) : null}
    </div>
  );
}
