import { Link } from '@app/router';
import type { HeaderImage } from '@app/shared-contracts';
import { ChevronBackIcon, ChevronIcon, IconButton, icon } from '@app/ui';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useCycle } from '../hooks/use-cycle';

const t = messages.home;
const frameClass = css({
  position: 'relative',
  borderRadius: 'xl',
  overflow: 'hidden',
  bg: 'primary',
  blockSize: { base: '165px', md: '450px' },
});
// The banner is shown whole (contain); the same image, blurred, fills the bands around it.
const backdropClass = css({
  position: 'absolute',
  inset: '0',
  inlineSize: 'full',
  blockSize: 'full',
  objectFit: 'cover',
  filter: 'blur(24px) brightness(0.85)',
  transform: 'scale(1.15)',
});
const imgClass = css({
  position: 'relative',
  inlineSize: 'full',
  blockSize: 'full',
  objectFit: 'contain',
  display: 'block',
});
const linkClass = css({ display: 'block', blockSize: 'full' });
// A banner that did not load: the frame's colour and a quiet picture sign, not the broken icon.
const missingClass = css({
  display: 'grid',
  placeItems: 'center',
  blockSize: 'full',
  color: 'primary.fg',
  opacity: 0.6,
  '& svg': { inlineSize: { base: '8', md: '12' }, blockSize: { base: '8', md: '12' } },
});
const MissingIcon = icon(ImageOff);
// Arrows and dots sit under the banner, never over its text.
const controlsClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  marginBlockStart: '1',
});
const dotClass = css({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: { base: '11', md: '8' },
  blockSize: { base: '11', md: '8' },
  borderRadius: 'full',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus' },
  _before: {
    content: '""',
    inlineSize: '2.5',
    blockSize: '2.5',
    borderRadius: 'full',
    bg: 'border.strong',
  },
  '&[aria-current=true]::before': { bg: 'primary', inlineSize: '5' },
});

/**
 * `first`: the top of the home page, its largest paint: fetched with high priority (issue 9).
 * `missing`: its url failed to load; `onMissing` reports that.
 */
function Slide({
  image,
  label,
  first,
  missing,
  onMissing,
}: {
  image: HeaderImage;
  label: string;
  first: boolean;
  missing: boolean;
  onMissing: () => void;
}) {
  const priority = first ? 'high' : undefined;
  const picture = missing ? (
    <div role="img" aria-label={label} className={missingClass}>
      <MissingIcon />
    </div>
  ) : (
    <>
      <img src={image.url} alt="" aria-hidden="true" className={backdropClass} fetchPriority={priority} />
      <img
        src={image.url}
        alt={label}
        width={1200}
        height={450}
        className={imgClass}
        fetchPriority={priority}
        onError={onMissing}
      />
    </>
  );
  if (image.to)
    return (
      <Link to={image.to} className={linkClass}>
        {picture}
      </Link>
    );
  if (image.href)
    return (
      <a href={image.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {picture}
      </a>
    );
  return picture;
}

/** Header images that cycle; 450 px high on desktop, 165 on phone (spec 1 §9), never cropped. */
export function HeaderCarousel({ images }: { images: HeaderImage[] }) {
  const [paused, setPaused] = useState(false);
  const { index, go } = useCycle(images.length, 5000, paused);
  // urls that failed once are not asked again while the carousel cycles
  const [missing, setMissing] = useState<ReadonlySet<string>>(() => new Set());
  const current = images[index];
  if (!current) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t.carousel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={frameClass}>
        <Slide
          image={current}
          label={t.slide(index + 1, images.length)}
          first={index === 0}
          missing={missing.has(current.url)}
          onMissing={() => setMissing((prev) => new Set(prev).add(current.url))}
        />
      </div>
      {images.length > 1 ? (
        <div className={controlsClass}>
          {/* Previous comes first: at the inline start, pointing there (right in RTL). */}
          <IconButton aria-label={t.previous} size="sm" onClick={() => go(index - 1)}>
            <ChevronBackIcon />
          </IconButton>
          {images.map((image, i) => (
            <button
              key={image.url + i}
              type="button"
              className={dotClass}
              aria-label={t.slide(i + 1, images.length)}
              aria-current={i === index}
              onClick={() => go(i)}
            />
          ))}
          <IconButton aria-label={t.next} size="sm" onClick={() => go(index + 1)}>
            <ChevronIcon />
          </IconButton>
        </div>
      ) : null}
    </section>
  );
}
