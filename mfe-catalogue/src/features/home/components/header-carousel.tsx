import { Link } from '@app/router';
import type { HeaderImage } from '@app/shared-contracts';
import { ChevronIcon, IconButton } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useCycle } from '../hooks/use-cycle';

const t = messages.home;
const rootClass = css({
  position: 'relative',
  borderRadius: 'xl',
  overflow: 'hidden',
  bg: 'bg.muted',
  blockSize: { base: '165px', md: '450px' },
});
const imgClass = css({ inlineSize: 'full', blockSize: 'full', objectFit: 'cover', display: 'block' });
const navClass = css({
  position: 'absolute',
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  bg: 'white/80',
});
const dotsClass = css({
  position: 'absolute',
  insetBlockEnd: '2',
  insetInline: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: '1.5',
});
const dotClass = css({
  inlineSize: '2.5',
  blockSize: '2.5',
  borderRadius: 'full',
  bg: 'white/60',
  cursor: 'pointer',
  '&[aria-current=true]': { bg: 'white' },
});

function Slide({ image, label }: { image: HeaderImage; label: string }) {
  const img = <img src={image.url} alt={label} className={imgClass} />;
  if (image.to) return <Link to={image.to}>{img}</Link>;
  if (image.href)
    return (
      <a href={image.href} target="_blank" rel="noopener noreferrer">
        {img}
      </a>
    );
  return img;
}

/** Header images that cycle; 450 px high on desktop, 165 on phone (spec 1 §9). */
export function HeaderCarousel({ images }: { images: HeaderImage[] }) {
  const [paused, setPaused] = useState(false);
  const { index, go } = useCycle(images.length, 5000, paused);
  const current = images[index];
  if (!current) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t.carousel}
      className={rootClass}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <Slide image={current} label={t.slide(index + 1, images.length)} />
      {images.length > 1 ? (
        <>
          {/* the chevron points forward in reading direction; previous is mirrored */}
          <IconButton
            aria-label={t.previous}
            className={navClass}
            style={{ insetInlineStart: 8 }}
            onClick={() => go(index - 1)}
          >
            <ChevronIcon style={{ transform: 'scaleX(-1)' }} />
          </IconButton>
          <IconButton
            aria-label={t.next}
            className={navClass}
            style={{ insetInlineEnd: 8 }}
            onClick={() => go(index + 1)}
          >
            <ChevronIcon />
          </IconButton>
          <div className={dotsClass}>
            {images.map((image, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: the same image may be listed twice; the slide index is its identity.
                key={image.url + i}
                type="button"
                className={dotClass}
                aria-label={t.slide(i + 1, images.length)}
                aria-current={i === index}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
