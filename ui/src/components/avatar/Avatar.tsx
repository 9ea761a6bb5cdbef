import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { css, cx } from '../../../styled-system/css';

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

/** Image with initials fallback while loading or when the image fails (Ark Avatar). */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const dimension = sizes[size];
  return (
    <ArkAvatar.Root
      role="img"
      aria-label={name}
      className={cx(rootClass, className)}
      style={{ width: dimension, height: dimension, fontSize: `calc(${dimension} * 0.36)` }}
    >
      <ArkAvatar.Fallback aria-hidden="true">{initialsOf(name)}</ArkAvatar.Fallback>
      {src ? (
        <ArkAvatar.Image
          src={src}
          alt=""
          className={css({ width: 'full', height: 'full', objectFit: 'cover' })}
        />
      ) : null}
    </ArkAvatar.Root>
  );
}
