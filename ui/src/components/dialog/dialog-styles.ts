import { css } from '#styled-system/css';

export const backdropClass = css({
  position: 'fixed',
  inset: '0',
  zIndex: 'overlay',
  bg: 'bg.overlay',
  _open: { animation: 'fade-in 200ms ease-out' },
});

export const positionerClass = css({
  position: 'fixed',
  inset: '0',
  zIndex: 'modal',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '4',
  overflowY: 'auto',
});

export const contentClass = css({
  position: 'relative',
  width: 'full',
  maxWidth: 'md',
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  bg: 'bg.surface',
  color: 'fg',
  borderRadius: 'lg',
  boxShadow: 'lg',
  padding: '6',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  textAlign: 'start',
  _focusVisible: { outline: 'none' },
  _open: { animation: 'slide-up 200ms ease-out' },
});

export const titleClass = css({ textStyle: 'h3', color: 'fg', paddingInlineEnd: '8' });
export const descriptionClass = css({ textStyle: 'body', color: 'fg.muted' });
export const closeClass = css({ position: 'absolute', insetBlockStart: '3', insetInlineEnd: '3' });
export const footerClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  justifyContent: 'flex-end',
  marginBlockStart: '2',
});
