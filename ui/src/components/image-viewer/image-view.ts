// The viewer's state and the actions on it, apart from React so they are tested alone.

export const ZOOM = { min: 0.5, max: 4, step: 0.25 } as const;

export interface ImageView {
  scale: number;
  rotation: number;
}
export const INITIAL_VIEW: ImageView = { scale: 1, rotation: 0 };

export type ImageViewAction = 'zoom-in' | 'zoom-out' | 'rotate' | 'reset';

/** One toolbar or keyboard action on the view: zoom within its bounds, rotate by quarter turns. */
export function nextView(view: ImageView, action: ImageViewAction): ImageView {
  const clamp = (s: number) => Math.min(ZOOM.max, Math.max(ZOOM.min, s));
  if (action === 'zoom-in') return { ...view, scale: clamp(view.scale + ZOOM.step) };
  if (action === 'zoom-out') return { ...view, scale: clamp(view.scale - ZOOM.step) };
  if (action === 'rotate') return { ...view, rotation: (view.rotation + 90) % 360 };
  return INITIAL_VIEW;
}

// + and = zoom in, - zooms out, r rotates, 0 resets (the keys of common image viewers).
export const VIEW_KEYS: Readonly<Record<string, ImageViewAction>> = {
  '+': 'zoom-in',
  '=': 'zoom-in',
  '-': 'zoom-out',
  r: 'rotate',
  R: 'rotate',
  '0': 'reset',
};

/** The image's CSS transform for a view. */
export const transformOf = (view: ImageView) => `scale(${view.scale}) rotate(${view.rotation}deg)`;
