import { useState } from 'react';
import { cx } from '#styled-system/css';
import { avatar } from '#styled-system/recipes';

export interface AvatarProps {
  /** Person's name: the accessible name and the source of the fallback initials. */
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

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
  const styles = avatar({ size });
  // The source that finished loading / failed; a new `src` starts over from the initials.
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && loaded === src && failed !== src;
  return (
    <div role="img" aria-label={name} className={cx(styles.root, className)}>
      {showImage ? null : <span aria-hidden="true">{initialsOf(name)}</span>}
      {src && failed !== src ? (
        <img
          src={src}
          alt=""
          hidden={!showImage}
          onLoad={() => setLoaded(src)}
          onError={() => setFailed(src)}
          className={styles.image}
        />
      ) : null}
    </div>
  );
}
