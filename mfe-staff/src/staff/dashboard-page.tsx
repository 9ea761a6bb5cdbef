import { css } from '#styled-system/css';
import { messages } from '../messages';

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
});

/**
 * The staff home (/staff): a frame of widgets (the day's figures and charts), filled by the
 * dashboard part of issue 32. Each widget is a feature of this package in the grid below.
 */
export default function DashboardPage() {
  return (
    <section aria-labelledby="staff-dashboard-title" className={css({ display: 'grid', gap: '4' })}>
      <header>
        <h1 id="staff-dashboard-title" className={css({ textStyle: 'h2' })}>
          {messages.dashboard.title}
        </h1>
        <p className={css({ color: 'fg.muted' })}>{messages.dashboard.description}</p>
      </header>
      <section aria-label={messages.dashboard.widgets} className={grid}>
        <p className={css({ color: 'fg.muted' })}>{messages.dashboard.empty}</p>
      </section>
    </section>
  );
}
