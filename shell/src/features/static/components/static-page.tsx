import type { ReactNode } from 'react';
import { css } from '#styled-system/css';

const article = css({
  maxWidth: '820px',
  marginInline: 'auto',
  paddingBlock: { base: '6', md: '10' },
  paddingInline: '4',
  lineHeight: '1.9',
  '& h2': {
    fontSize: 'xl',
    fontWeight: 'bold',
    color: 'primary.text',
    marginBlockStart: '6',
    marginBlockEnd: '2',
  },
  '& p': { marginBlockEnd: '3' },
  '& ul': { listStyle: 'disc', paddingInlineStart: '6', marginBlockEnd: '3' },
  '& a': { color: 'primary.text', textDecoration: 'underline' },
});

/** A text page (about, privacy, terms, links). */
export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className={article}>
      <h1
        className={css({ fontSize: '3xl', fontWeight: 'bold', color: 'primary.text', marginBlockEnd: '4' })}
      >
        {title}
      </h1>
      {children}
    </article>
  );
}
