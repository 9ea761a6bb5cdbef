import { messageFor } from '@app/shared-contracts';
import { Button, Image } from '@app/ui';
import { useId, useState } from 'react';
import { css } from '#styled-system/css';
import { Notice } from '../../../components/notice';
import { messages } from '../../../messages';
import { useSaveImageAnswer } from '../api/save-image-answer';
import { usePreviewUrl } from '../hooks/use-preview-url';

const t = messages.image;

export interface ImageAnswerProps {
  sessionToken: string;
  questionId: number;
  saved: string | null;
  onSaved: (image: string | null, remaining: number | null) => void;
}

/** The optional image answer (enable_images_answers): image/* with a preview, removed before sending. */
export function ImageAnswer({ sessionToken, questionId, saved, onSaved }: ImageAnswerProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewUrl(file);
  const save = useSaveImageAnswer();
  const notImage = file !== null && !file.type.startsWith('image/');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <label htmlFor={id} className={css({ fontWeight: 'medium' })}>
        {t.label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        onChange={(e) => {
          save.reset();
          setFile(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
      {preview && !notImage ? (
        <Image src={preview} alt={t.preview} className={css({ maxWidth: 'xs' })} />
      ) : null}
      {!file && saved ? <Image src={saved} alt={t.saved} className={css({ maxWidth: 'xs' })} /> : null}
      {notImage ? <Notice tone="danger">{t.notImage}</Notice> : null}
      {save.isError ? <Notice tone="danger">{messageFor(save.error, {}, t.failed)}</Notice> : null}
      {file && !notImage ? (
        <div className={css({ display: 'flex', gap: '2' })}>
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { sessionToken, questionId, file },
                {
                  onSuccess: (answer) => {
                    const mine = answer.answer_attempts.find((a) => a.question_id === questionId);
                    onSaved(mine?.answer_image ?? null, answer.remaining_seconds);
                    setFile(null);
                  },
                },
              )
            }
          >
            {t.send}
          </Button>
          <Button variant="outline" onClick={() => setFile(null)}>
            {t.remove}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
