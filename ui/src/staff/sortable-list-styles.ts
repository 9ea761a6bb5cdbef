import { css } from '#styled-system/css';

// The list's look, shared by the list and the placeholder shown while its chunk loads.
export const list = css({ display: 'grid', gap: '2', listStyle: 'none', padding: '0', margin: '0' });
export const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  padding: '2',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'bg.surface',
  minWidth: '0',
});
export const handle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '11',
  minHeight: '11',
  borderRadius: 'l2',
  cursor: 'grab',
  color: 'fg.muted',
  touchAction: 'none',
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
  _disabled: { cursor: 'not-allowed', opacity: 0.5 },
});
export const content = css({ flex: '1', minWidth: '0' });
