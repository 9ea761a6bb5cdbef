import { API_BASE_URL, sessionStore } from '@app/shared-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Upload } from 'tus-js-client';
import { videoMediaKey } from './get-video-media';

export type UploadState = 'idle' | 'uploading' | 'paused' | 'done' | 'error';

// Retries with these waits keep an upload alive through a dropped mobile connection; tus then
// resumes from the last byte the server has (a HEAD), never from the start.
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000, 30000];

/** POST/PATCH /staff/uploads (tus): the video's source file, resumable, with pause and resume. */
export function useUploadVideo(videoId: number) {
  const client = useQueryClient();
  const upload = useRef<Upload | null>(null);
  const [state, setState] = useState<UploadState>('idle');
  const [percent, setPercent] = useState(0);

  useEffect(() => () => void upload.current?.abort(), []);

  function start(file: File): void {
    const token = sessionStore.getState().token;
    const next = new Upload(file, {
      endpoint: `${API_BASE_URL}/staff/uploads`,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      metadata: { video_id: String(videoId), filename: file.name, filetype: file.type },
      chunkSize: 16 * 1024 * 1024,
      retryDelays: RETRY_DELAYS,
      // A reload of the page picks up the same upload again.
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => setPercent(total ? Math.floor((sent / total) * 100) : 0),
      onError: () => setState('error'),
      onSuccess: () => {
        setState('done');
        setPercent(100);
        void client.invalidateQueries({ queryKey: videoMediaKey(videoId) });
      },
    });
    upload.current = next;
    setPercent(0);
    setState('uploading');
    void next.findPreviousUploads().then((previous) => {
      if (previous[0]) next.resumeFromPreviousUpload(previous[0]);
      next.start();
    });
  }

  function pause(): void {
    void upload.current?.abort();
    setState('paused');
  }

  function resume(): void {
    upload.current?.start();
    setState('uploading');
  }

  return { state, percent, start, pause, resume };
}
