import { UI_LOCALE } from '@app/ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { css } from '#styled-system/css';
import { staffUiMessages } from './messages';
import { useNearView } from './use-near-view';

export interface ChartSeries {
  label: string;
  values: readonly number[];
}

export interface ChartCardProps {
  /** the card's heading and the chart's accessible name */
  title: string;
  kind: 'line' | 'bar';
  /** one per point (the days, the months) */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** how a value is written in the table and the tooltip (formatMoney, a count) */
  formatValue?: (value: number) => string;
  /** beside the title (an export button) */
  actions?: ReactNode;
}

// The platform's palette (purple first); a few series at most on one chart.
const COLORS = ['#581c87', '#0e7490', '#c2410c', '#15803d', '#be123c'];
const plain = new Intl.NumberFormat(UI_LOCALE);
// One function, so the chart is not drawn again on every render.
const plainFormat = (n: number) => plain.format(n);

const card = css({
  display: 'grid',
  gap: '3',
  padding: '4',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l3',
  bg: 'bg.surface',
  minWidth: '0',
});
const table = css({
  width: 'full',
  fontSize: 'sm',
  '& th, & td': { textAlign: 'start', paddingBlock: '1', paddingInline: '2' },
});

/**
 * A chart in a card, drawn by Chart.js on a canvas (loaded once a chart nears the screen, drawn
 * without animation), mirrored for right-to-left reading; the same figures as a table under it for
 * screen readers and for anyone who wants the exact numbers.
 */
export function ChartCard({ title, kind, labels, series, formatValue, actions }: ChartCardProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const near = useNearView(cardRef, { idle: true });
  const headingId = useId();
  const format = formatValue ?? plainFormat;

  useEffect(() => {
    if (!near) return;
    let chart: { destroy(): void } | undefined;
    let gone = false;
    void import('./chart-setup').then(({ Chart }) => {
      const ctx = canvas.current?.getContext('2d');
      if (gone || !ctx) return;
      chart = new Chart(ctx, {
        type: kind,
        data: {
          labels: [...labels],
          datasets: series.map((s, i) => ({
            label: s.label,
            data: [...s.values],
            borderColor: COLORS[i % COLORS.length],
            backgroundColor: COLORS[i % COLORS.length],
          })),
        },
        options: {
          // Drawn once: an animation redraws every frame for a second (long tasks on a phone).
          animation: false,
          responsive: true,
          maintainAspectRatio: false,
          locale: UI_LOCALE,
          scales: { x: { reverse: true }, y: { position: 'right', beginAtZero: true } },
          plugins: {
            legend: { rtl: true, display: series.length > 1 },
            tooltip: {
              rtl: true,
              callbacks: { label: (item) => `${item.dataset.label}: ${format(item.parsed.y ?? 0)}` },
            },
          },
        },
      });
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [near, kind, labels, series, format]);

  return (
    <section ref={cardRef} aria-labelledby={headingId} className={card}>
      <div
        className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}
      >
        <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          {title}
        </h2>
        {actions}
      </div>
      {labels.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{staffUiMessages.chart.empty}</p>
      ) : (
        <>
          <div className={css({ position: 'relative', height: '16rem' })}>
            <canvas ref={canvas} role="img" aria-label={title} />
          </div>
          <details>
            <summary className={css({ cursor: 'pointer', color: 'fg.muted' })}>
              {staffUiMessages.chart.dataTable}
            </summary>
            <table className={table}>
              <caption className={css({ srOnly: true })}>{title}</caption>
              <thead>
                <tr>
                  <td />
                  {series.map((s) => (
                    <th key={s.label} scope="col">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((label, row) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {series.map((s) => (
                      <td key={s.label}>{format(s.values[row] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
