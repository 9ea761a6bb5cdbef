import type { ReactNode } from 'react';
import { css } from '#styled-system/css';

export interface StaffPageHeaderProps {
  /** the page's one h1 */
  title: string;
  description?: ReactNode;
  /** the page's main actions (buttons, an export), at the inline end */
  actions?: ReactNode;
}

// On a phone the actions always have their own line under the title: beside it, a title that
// grows once its data is in (an exam's name) wrapped them and moved the page (CLS 0.08, issue 35).
const root = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  flexWrap: 'wrap',
  alignItems: { base: 'flex-start', md: 'flex-end' },
  justifyContent: 'space-between',
  gap: '3',
  marginBlockEnd: '4',
});

/** The head of every staff page: its title (h1), a line saying what it is for, its actions. */
export function StaffPageHeader({ title, description, actions }: StaffPageHeaderProps) {
  return (
    <header className={root}>
      <div className={css({ display: 'grid', gap: '1', minWidth: '0' })}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{title}</h1>
        {description ? <p className={css({ color: 'fg.muted', textStyle: 'small' })}>{description}</p> : null}
      </div>
      {actions ? <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>{actions}</div> : null}
    </header>
  );
}
