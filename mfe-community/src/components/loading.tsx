import { Skeleton, uiMessages } from '@app/ui';
import { css } from '#styled-system/css';

/**
 * What a list shows while it loads: row-shaped placeholders (the shared Skeleton, in rem: a bare
 * number is no CSS height and drew nothing), announced once as loading.
 */
export function ListLoading({ rows = 4, rowHeight = '4.5rem' }: { rows?: number; rowHeight?: string }) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={uiMessages.loading}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={rowHeight} />
      ))}
    </div>
  );
}
