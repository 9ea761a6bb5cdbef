import { type ImgHTMLAttributes, type ReactNode, useState } from 'react';
import { cx } from '#styled-system/css';
import { image } from '#styled-system/recipes';
import { uiMessages } from '../../messages';

export type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  src?: string | null;
  /** Required: describe the image, or pass '' for a decorative one. */
  alt: string;
  /** Shown instead of the image when `src` is empty or fails to load. */
  fallback?: ReactNode;
  /** e.g. '16 / 9'; reserves the space so the layout does not jump. */
  aspectRatio?: string;
  /**
   * Above the fold, likely the page's largest paint: loaded at once with high priority instead of
   * lazily (a lazy image waits for layout before it is even requested; issue 9, LCP).
   */
  priority?: boolean;
};

/** Lazy image (native loading=lazy) with a fallback when the source is missing or broken. */
export function Image({
  src,
  alt,
  fallback,
  aspectRatio,
  priority = false,
  className,
  style,
  onError,
  ...props
}: ImageProps) {
  // Remembers which source failed, so a new src is tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  const styles = image();
  const sizing = { aspectRatio, width: '100%', ...style };
  if (!src || failedSrc === src) {
    if (!alt) return <div aria-hidden="true" className={cx(styles.fallback, className)} style={sizing} />;
    return (
      <div role="img" aria-label={alt} className={cx(styles.fallback, className)} style={sizing}>
        {fallback ?? uiMessages.imageUnavailable}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cx(styles.root, className)}
      style={sizing}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}
