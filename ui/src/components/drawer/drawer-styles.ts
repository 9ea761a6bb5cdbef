import { css } from '#styled-system/css';

export const panelClass = css({
  display: 'flex',
  flexDirection: 'column',
  width: 'drawer',
  maxWidth: '85vw',
  bg: 'bg.surface',
  color: 'fg',
  overflowY: 'auto',
});

export const headerClass = css({
  position: 'relative',
  paddingBlock: '4',
  paddingInline: '4',
  minHeight: '14',
});
