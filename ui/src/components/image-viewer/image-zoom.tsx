import { RotateCcw, RotateCw } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { imageViewer } from '#styled-system/recipes';
import { uiMessages } from '../../messages';
import { IconButton } from '../icon-button/icon-button';
import { icon, MinusIcon, PlusIcon } from '../icons/icons';
import { type ImageView, INITIAL_VIEW, nextView, transformOf, VIEW_KEYS, ZOOM } from './image-view';

const t = uiMessages.imageViewer;
// Turning is clockwise in either direction of writing: not mirrored.
const RotateIcon = icon(RotateCw);
const ResetIcon = icon(RotateCcw);

/**
 * The picture with zoom, rotate and reset (spec 2 §2), from the toolbar or the keyboard. In the
 * dialog chunk: it shows only once the viewer's dialog opens.
 */
export function ImageZoom({ src, alt }: { src: string; alt: string }) {
  const [view, setView] = useState<ImageView>(INITIAL_VIEW);
  const act = (action: Parameters<typeof nextView>[1]) => setView((v) => nextView(v, action));
  const onKeyDown = (e: KeyboardEvent) => {
    const action = VIEW_KEYS[e.key];
    if (!action) return;
    e.preventDefault();
    act(action);
  };
  const styles = imageViewer();
  return (
    <>
      {/* The shortcuts work while focus is in the toolbar (Tab reaches its first button). */}
      <div role="toolbar" aria-label={t.toolbar} onKeyDown={onKeyDown} className={styles.toolbar}>
        <IconButton aria-label={t.zoomIn} onClick={() => act('zoom-in')} disabled={view.scale >= ZOOM.max}>
          <PlusIcon />
        </IconButton>
        <IconButton aria-label={t.zoomOut} onClick={() => act('zoom-out')} disabled={view.scale <= ZOOM.min}>
          <MinusIcon />
        </IconButton>
        <IconButton aria-label={t.rotate} onClick={() => act('rotate')}>
          <RotateIcon />
        </IconButton>
        <IconButton aria-label={t.reset} onClick={() => act('reset')}>
          <ResetIcon />
        </IconButton>
        <output className={styles.scale}>{Math.round(view.scale * 100)}%</output>
      </div>
      <div className={styles.stage}>
        <img src={src} alt={alt} style={{ transform: transformOf(view) }} className={styles.image} />
      </div>
    </>
  );
}
