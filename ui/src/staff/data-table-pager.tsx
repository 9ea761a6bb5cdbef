import { Button, UI_LOCALE } from '@app/ui';
import { css } from '#styled-system/css';
import { staffUiMessages } from './messages';

export interface DataTablePagerProps {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}

// The design system's locale: Arabic, Latin digits (decision 0028).
const count = new Intl.NumberFormat(UI_LOCALE);

/** Previous / next and where the list stands; a page past the end still offers the way back. */
export function DataTablePager({ page, pages, total, onPage }: DataTablePagerProps) {
  const t = staffUiMessages.table;
  return (
    <nav
      aria-label={t.pagination}
      className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}
    >
      <Button
        size="sm"
        variant="outline"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        {t.previous}
      </Button>
      <span aria-live="polite">{t.pageOf(page, pages)}</span>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
      <span className={css({ color: 'fg.muted', marginInlineStart: 'auto' })}>
        {t.total(count.format(total))}
      </span>
    </nav>
  );
}
