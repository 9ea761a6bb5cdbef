import { useEffect, useState } from 'react';
import { css } from '#styled-system/css';

/** How often the mark moves: often enough that no crop keeps the picture clear of it. */
export const WATERMARK_MOVE_MS = 7_000;

const spots = [
  { top: '8%', insetInlineStart: '6%' },
  { top: '70%', insetInlineStart: '55%' },
  { top: '40%', insetInlineStart: '20%' },
  { top: '15%', insetInlineStart: '60%' },
  { top: '78%', insetInlineStart: '8%' },
  { top: '50%', insetInlineStart: '62%' },
];

/**
 * The student's name and phone drifting over the picture (decision 0046): a recording names its
 * maker. A deterrent, not a protection: the page can be changed, so nothing relies on it.
 */
export function Watermark({ text }: { text: string }) {
  const [spot, setSpot] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setSpot((s) => (s + 1) % spots.length), WATERMARK_MOVE_MS);
    return () => clearInterval(id);
  }, []);
  return (
    <div
      data-watermark=""
      aria-hidden="true"
      style={spots[spot]}
      className={css({
        position: 'absolute',
        pointerEvents: 'none',
        userSelect: 'none',
        color: 'white',
        opacity: 0.45,
        fontSize: 'sm',
        fontWeight: 'bold',
        textShadow: '0 0 2px black',
        whiteSpace: 'nowrap',
        transition: 'top 2s ease, inset-inline-start 2s ease',
        zIndex: 1,
      })}
    >
      {text}
    </div>
  );
}
