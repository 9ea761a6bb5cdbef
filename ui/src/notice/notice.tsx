import type { ReactNode } from 'react';
import { css, cx } from '#styled-system/css';

const tones = {
  danger: css({ color: 'danger.text', bg: 'danger.subtle' }),
  info: css({ color: 'info.text', bg: 'info.subtle' }),
  success: css({ color: 'success.text', bg: 'success.subtle' }),
};

export type NoticeTone = keyof typeof tones;
export interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
}

/** A short coloured line: errors are alerts (announced), the rest status. */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <p
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cx(
        css({ borderRadius: 'md', paddingInline: '3', paddingBlock: '2', fontSize: 'sm' }),
        tones[tone],
      )}
    >
      {children}
    </p>
  );
}
