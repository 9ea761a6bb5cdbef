import { IconButton, MinusIcon, PlusIcon } from '@app/ui';
import { type KeyboardEvent, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.viewer;
export const ZOOM = { min: 0.5, max: 4, step: 0.25 } as const;

export interface ImageViewerState {
  scale: number;
  rotation: number;
}
export const INITIAL_VIEW: ImageViewerState = { scale: 1, rotation: 0 };

type Action = 'zoom-in' | 'zoom-out' | 'rotate' | 'reset';

/** One toolbar or keyboard action on the view: zoom within its bounds, rotate by quarter turns. */
export function nextView(view: ImageViewerState, action: Action): ImageViewerState {
  const clamp = (s: number) => Math.min(ZOOM.max, Math.max(ZOOM.min, s));
  if (action === 'zoom-in') return { ...view, scale: clamp(view.scale + ZOOM.step) };
  if (action === 'zoom-out') return { ...view, scale: clamp(view.scale - ZOOM.step) };
  if (action === 'rotate') return { ...view, rotation: (view.rotation + 90) % 360 };
  return INITIAL_VIEW;
}

// + and = zoom in, - zooms out, r rotates, 0 resets (the keys of common image viewers).
const KEYS: Record<string, Action> = {
  '+': 'zoom-in',
  '=': 'zoom-in',
  '-': 'zoom-out',
  r: 'rotate',
  R: 'rotate',
  '0': 'reset',
};

export interface ImageViewerProps {
  src: string;
  alt: string;
}

/** An image with zoom, rotate and reset (spec 2 §2), from the toolbar or the keyboard. */
export function ImageViewer({ src, alt }: ImageViewerProps) {
  const [view, setView] = useState<ImageViewerState>(INITIAL_VIEW);
  const act = (action: Action) => setView((v) => nextView(v, action));
  const onKeyDown = (e: KeyboardEvent) => {
    const action = KEYS[e.key];
    if (!action) return;
    e.preventDefault();
    act(action);
  };
  return (
    <figure className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {/* The shortcuts work while focus is in the toolbar (Tab reaches its first button). */}
      <div
        role="toolbar"
        aria-label={t.label}
        onKeyDown={onKeyDown}
        className={css({ display: 'flex', gap: '1', justifyContent: 'center', alignItems: 'center' })}
      >
        <IconButton aria-label={t.zoomIn} onClick={() => act('zoom-in')} disabled={view.scale >= ZOOM.max}>
          <PlusIcon />
        </IconButton>
        <IconButton aria-label={t.zoomOut} onClick={() => act('zoom-out')} disabled={view.scale <= ZOOM.min}>
          <MinusIcon />
        </IconButton>
        <IconButton aria-label={t.rotate} onClick={() => act('rotate')}>
          <span aria-hidden>↻</span>
        </IconButton>
        <IconButton aria-label={t.reset} onClick={() => act('reset')}>
          <span aria-hidden>⟲</span>
        </IconButton>
        <output className={css({ fontSize: 'sm', color: 'fg.muted', minWidth: '12' })}>
          {Math.round(view.scale * 100)}%
        </output>
      </div>
      <div
        className={css({
          overflow: 'auto',
          maxHeight: '70vh',
          display: 'grid',
          placeItems: 'center',
          borderRadius: 'md',
          bg: 'bg.muted',
        })}
      >
        <img
          src={src}
          alt={alt}
          style={{ transform: `scale(${view.scale}) rotate(${view.rotation}deg)` }}
          className={css({ maxWidth: '100%', transition: 'transform 0.15s', transformOrigin: 'center' })}
        />
      </div>
    </figure>
  );
}
