import { Button } from '@app/ui';
import { useEffect, useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { decodeQrFrame } from '../hooks/decode-qr';

const t = messages.qr;
/** A frame every quarter second: quick enough for a hand, light for a phone. */
const EVERY_MS = 250;

/** The back camera's picture, read until a QR shows; the camera stops when it closes. */
export function QrCamera({ onResult, onClose }: { onResult: (text: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // The latest callback, read when a code shows: a parent's new function on each render (the
  // results loading) must not stop and restart the camera.
  const result = useRef(onResult);
  result.current = onResult;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const tick = async () => {
      if (stopped || !video.current) return;
      const text = await decodeQrFrame(video.current).catch(() => null);
      if (stopped) return;
      if (text) result.current(text);
      else timer = setTimeout(tick, EVERY_MS);
    };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        tick();
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className={css({ display: 'grid', gap: '2', justifyItems: 'center' })}>
      <p>{t.cameraTitle}</p>
      {failed ? (
        <p role="alert">{t.noCamera}</p>
      ) : (
        <video
          ref={video}
          muted
          playsInline
          className={css({ width: 'full', maxWidth: '24rem', borderRadius: 'l2' })}
        />
      )}
      <Button variant="outline" onClick={onClose}>
        {t.stop}
      </Button>
    </div>
  );
}
