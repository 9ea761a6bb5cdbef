import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { FirstScreenMark } from '../../../lib/first-screen-mark';

const screen = css({
  position: 'fixed',
  inset: '0',
  zIndex: 'modal',
  display: 'grid',
  placeItems: 'center',
  bg: 'bg.surface',
  padding: '6',
  overflowY: 'auto',
});
const box = css({
  maxWidth: '420px',
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  alignItems: 'center',
});

/** A blocking screen over the whole app (maintenance, forced update, start-up failure). */
export function FullScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={screen}>
      <FirstScreenMark />
      <div className={box}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'primary.text' })}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
