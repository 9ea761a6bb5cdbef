import { type ImgHTMLAttributes, type ReactNode, useEffect, useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { uiMessages } from '../../messages';

export type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  src?: string | null;
  /** Required: describe the image, or pass '' for a decorative one. */
  alt: string;
  /** Shown instead of the image when `src` is empty or fails to load. */
  fallback?: ReactNode;
  /** e.g. '16 / 9'; reserves the space so the layout does not jump. */
  aspectRatio?: string;
};

const fallbackClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bg: 'bg.muted',
  color: 'fg.muted',
  fontSize: 'sm',
  textAlign: 'center',
  padding: '2',
});

/** Lazy image (native loading=lazy) with a fallback when the source is missing or broken. */
export function Image({ src, alt, fallback, aspectRatio, className, style, onError, ...props }: ImageProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);

  const sizing = { aspectRatio, width: '100%', ...style };
  if (!src || failed) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cx(fallbackClass, className)}
        style={sizing}
      >
        {fallback ?? (alt ? uiMessages.imageUnavailable : null)}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={cx(css({ display: 'block', objectFit: 'cover' }), className)}
      style={sizing}
      onError={(event) => {
        setFailed(true);
        onError?.(event);
      }}
      {...props}
    />
  );
}
