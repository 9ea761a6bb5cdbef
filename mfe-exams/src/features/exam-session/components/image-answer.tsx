import { Button, Image } from '@app/ui';
import { usePreviewUrl } from '@app/ui/hooks';
import { Notice } from '@app/ui/notice';
import { useId, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.image;

export interface ImageAnswerProps {
  /** the stored image's address, or the image still waiting in the answer queue */
  saved: string | Blob | null;
  /** why the server refused the last image, if it did */
  error: string | null;
  /** the chosen image, to be queued (written to IndexedDB, then sent in its turn) */
  onSend: (file: File) => void;
}

/** The optional image answer (enable_images_answers): image/* with a preview, removed before sending. */
export function ImageAnswer({ saved, error, onSend }: ImageAnswerProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewUrl(file);
  const queued = usePreviewUrl(saved instanceof Blob ? saved : null);
  const savedUrl = typeof saved === 'string' ? saved : queued;
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
          setFile(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
      {preview && !notImage ? (
        <Image src={preview} alt={t.preview} className={css({ maxWidth: 'xs' })} />
      ) : null}
      {!file && savedUrl ? <Image src={savedUrl} alt={t.saved} className={css({ maxWidth: 'xs' })} /> : null}
      {notImage ? <Notice tone="danger">{t.notImage}</Notice> : null}
      {error && !file ? <Notice tone="danger">{error}</Notice> : null}
      {file && !notImage ? (
        <div className={css({ display: 'flex', gap: '2' })}>
          <Button
            onClick={() => {
              onSend(file);
              setFile(null);
            }}
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
