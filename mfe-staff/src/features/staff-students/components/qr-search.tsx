import { Button, FileTrigger } from '@app/ui';
import { useCallback, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { decodeQrImage } from '../hooks/decode-qr';
import { QrCamera } from './qr-camera';

const t = messages.qr;

/**
 * Finds a student by the QR of their profile: the device's camera, or a picked picture of the
 * code (a desktop without a camera, a photo sent by the student). The text read is the search.
 */
export function QrSearch({ onResult }: { onResult: (text: string) => void }) {
  const [camera, setCamera] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const found = useCallback(
    (text: string) => {
      setCamera(false);
      setNote(t.found(text));
      onResult(text);
    },
    [onResult],
  );

  async function pick(file: File) {
    const text = await decodeQrImage(file);
    if (text) found(text);
    else setNote(t.notFound);
  }

  const canFilm = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {canFilm ? (
          <Button variant="outline" onClick={() => setCamera(true)} disabled={camera}>
            {t.scan}
          </Button>
        ) : null}
        <FileTrigger accept="image/*" label={t.pickImage} onFile={pick}>
          {(open) => (
            <Button variant="outline" onClick={open}>
              {t.pickImage}
            </Button>
          )}
        </FileTrigger>
      </div>
      {camera ? <QrCamera onResult={found} onClose={() => setCamera(false)} /> : null}
      <p role="status" className={css({ color: 'fg.muted', textStyle: 'small', minHeight: '1lh' })}>
        {note}
      </p>
    </div>
  );
}
