import { useState } from 'react';
import { css, cx } from '#styled-system/css';

export interface AvatarProps {
  /** Person's name: the accessible name and the source of the fallback initials. */
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

const sizes = { sm: '2rem', md: '2.5rem', lg: '4rem', xl: '6rem' } as const;

const rootClass = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: 'full',
  overflow: 'hidden',
  bg: 'primary.muted',
  color: 'primary.text',
  fontWeight: 'bold',
  userSelect: 'none',
});

/** First letters of the first two words, e.g. "محمد علي" -> "م ع". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join(' ');
}

/**
 * Image with initials fallback while loading or when the image fails. Plain React rather than
 * Ark's Avatar: it renders at start-up (top bar), and Ark's avatar machine would keep zag's
 * machine runtime in the initial @app/ui chunk (docs/decisions/0005).
 */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const dimension = sizes[size];
  // The source that finished loading / failed; a new `src` starts over from the initials.
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && loaded === src && failed !== src;
  return (
    <div
      role="img"
      aria-label={name}
      className={cx(rootClass, className)}
      style={{ width: dimension, height: dimension, fontSize: `calc(${dimension} * 0.36)` }}
    >
      {showImage ? null : <span aria-hidden="true">{initialsOf(name)}</span>}
      {src && failed !== src ? (
        <img
          src={src}
          alt=""
          hidden={!showImage}
          onLoad={() => setLoaded(src)}
          onError={() => setFailed(src)}
          className={css({ width: 'full', height: 'full', objectFit: 'cover' })}
        />
      ) : null}
    </div>
  );
}
