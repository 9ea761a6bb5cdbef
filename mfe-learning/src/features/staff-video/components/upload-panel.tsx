import { Button, FilePicker } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useUploadVideo } from '../api/upload-video';

const t = messages.staffVideo;
/** The server refuses more than this (VIDEO_UPLOAD_MAX_BYTES); said before a byte is sent. */
const MAX_BYTES = 2 * 1024 ** 3;

/** Picks the source file and uploads it with tus: a progress bar, pause and resume. */
export function UploadPanel({ videoId }: { videoId: number }) {
  const upload = useUploadVideo(videoId);
  const [file, setFile] = useState<File | null>(null);
  const tooLarge = file !== null && file.size > MAX_BYTES;
  const busy = upload.state === 'uploading' || upload.state === 'paused';
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <p>{t.uploadHint}</p>
      <FilePicker
        label={t.file}
        buttonText={t.chooseFile}
        accept="video/*"
        disabled={busy}
        onFile={setFile}
      />
      {tooLarge && <Notice tone="danger">{t.tooLarge}</Notice>}
      {upload.state !== 'idle' && (
        <progress
          aria-label={t.uploadProgress}
          max={100}
          value={upload.percent}
          className={css({ width: 'full' })}
        >
          {upload.percent}%
        </progress>
      )}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {!busy && (
          <Button disabled={!file || tooLarge} onClick={() => file && upload.start(file)}>
            {t.start}
          </Button>
        )}
        {upload.state === 'uploading' && (
          <Button variant="outline" onClick={upload.pause}>
            {t.pause}
          </Button>
        )}
        {(upload.state === 'paused' || upload.state === 'error') && (
          <Button variant="outline" onClick={upload.resume}>
            {t.resume}
          </Button>
        )}
      </div>
      {upload.state === 'error' && <Notice tone="danger">{t.uploadFailed}</Notice>}
      {upload.state === 'done' && <Notice tone="success">{t.uploaded}</Notice>}
    </div>
  );
}
