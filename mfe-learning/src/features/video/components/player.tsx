import { type SessionUser, useSession, type Video } from '@app/shared-contracts';
import { ErrorState } from '@app/ui';
import { type KeyboardEvent, useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useHls } from '../hooks/use-hls';
import { useResume } from '../hooks/use-resume';
import { handlePlayerKey } from '../keyboard';
import { PlayerControls } from './player-controls';
import { Watermark } from './watermark';

const t = messages.video;

export const watermarkOf = (user: SessionUser | null) =>
  [user?.name, user?.phone].filter(Boolean).join(' · ');

// Keys typed on the player's own buttons and menus keep their usual meaning.
const ownsKeys = (el: EventTarget) =>
  el instanceof HTMLElement && el.closest('button, summary, [role="menu"], [role="menuitem"]') !== null;

export interface PlayerProps {
  video: Video;
  src: string;
  position: number;
  onEnded: () => void;
}

/**
 * The web player (decision 0046): a single file as before, or HLS (adaptive, a quality menu), with
 * speed, resume, keyboard control and the student's moving watermark. The wrapper, not the
 * <video>, goes full screen so the watermark stays over the picture.
 */
export function Player({ video, src, position, onEnded }: PlayerProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLElement>(null);
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const hls = useHls(ref, src, token);
  const resume = useResume(video.id, position, ref);
  const [rate, setRate] = useState(1);
  const fullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!ref.current || e.altKey || e.ctrlKey || e.metaKey || ownsKeys(e.target)) return;
    if (handlePlayerKey(e.key, ref.current, fullscreen)) e.preventDefault();
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {/* The <video> (focusable with its controls) takes the keys; they reach this frame. */}
      <section
        ref={frame}
        aria-label={t.player}
        data-levels={hls.levels.length}
        onKeyDown={onKeyDown}
        className={css({ position: 'relative', overflow: 'hidden', borderRadius: 'md', bg: 'black' })}
      >
        {/* biome-ignore lint/a11y/useMediaCaption: the lessons have no caption tracks yet */}
        <video
          ref={ref}
          aria-label={video.name}
          controls
          autoPlay
          playsInline
          controlsList="nodownload nofullscreen"
          disablePictureInPicture
          onLoadedMetadata={(e) => {
            e.currentTarget.playbackRate = rate;
            resume.onLoadedMetadata(e);
          }}
          onTimeUpdate={resume.onTimeUpdate}
          onEnded={() => {
            resume.onEnded();
            onEnded();
          }}
          className={css({ display: 'block', width: '100%', height: '100%', aspectRatio: '16/9' })}
        />
        <Watermark text={watermarkOf(user)} />
      </section>
      {hls.failed ? <ErrorState message={t.failed} /> : null}
      <PlayerControls
        hls={hls}
        rate={rate}
        onRate={(r) => {
          setRate(r);
          if (ref.current) ref.current.playbackRate = r;
        }}
        onFullscreen={fullscreen}
      />
    </div>
  );
}
