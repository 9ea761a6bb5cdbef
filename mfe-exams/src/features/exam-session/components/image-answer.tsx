import { Button, FilePicker, Image } from '@app/ui';
import { usePreviewUrl } from '@app/ui/hooks';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.image;

export interface ImageAnswerProps {
  /** the stored image's address (sent), or the image still waiting in the answer queue */
  saved: string | Blob | null;
  /** why the server refused the last image, if it did */
  error: string | null;
  /** the chosen image, queued at once (written to IndexedDB, then sent in its turn) */
  onSend: (file: File) => void;
  /** takes the image back (queued like an image) */
  onRemove: () => void;
}

/**
 * The optional image answer (enable_images_answers): choosing an image sends it, choosing another
 * replaces it, and it can be removed. The status says whether it reached the server.
 */
export function ImageAnswer({ saved, error, onSend, onRemove }: ImageAnswerProps) {
  const [notImage, setNotImage] = useState(false);
  const [pickedName, setPickedName] = useState<string | null>(null);
  const queued = usePreviewUrl(saved instanceof Blob ? saved : null);
  const url = typeof saved === 'string' ? saved : queued;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <FilePicker
        label={saved ? t.replace : t.label}
        accept="image/*"
        resetAfterPick
        // after a reload only the stored image is known, not the name it was picked under
        fileName={saved ? (pickedName ?? t.saved) : null}
        onFile={(file) => {
          if (!file) return;
          const image = file.type.startsWith('image/');
          setNotImage(!image);
          if (image) {
            setPickedName(file.name);
            onSend(file);
          }
        }}
      />
      {notImage ? <Notice tone="danger">{t.notImage}</Notice> : null}
      {error && !saved ? <Notice tone="danger">{error}</Notice> : null}
      {saved ? (
        <>
          {url ? <Image src={url} alt={t.saved} className={css({ maxWidth: 'xs' })} /> : null}
          <p
            role="status"
            className={css({
              fontSize: 'sm',
              color: saved instanceof Blob ? 'warning.text' : 'success.text',
            })}
          >
            {saved instanceof Blob ? t.waiting : t.sent}
          </p>
          <div>
            <Button variant="outline" onClick={onRemove}>
              {t.remove}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
