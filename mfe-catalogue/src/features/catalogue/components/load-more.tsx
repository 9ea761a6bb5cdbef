import { Button, Spinner } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.catalogue;
const rowClass = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' });

/**
 * Below the list: a spinner while the next page loads; after it failed, an inline message and a
 * retry button (the courses already shown stay, and nothing is asked again until the student taps).
 */
export function LoadMore({
  loading,
  failed,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  if (loading) {
    return (
      <div className={rowClass}>
        <Spinner label={t.loadingMore} />
      </div>
    );
  }
  if (!failed) return null;
  return (
    <div role="alert" className={rowClass}>
      <p className={css({ color: 'fg.muted' })}>{t.moreFailed}</p>
      <Button variant="outline" onClick={onRetry}>
        {t.moreRetry}
      </Button>
    </div>
  );
}
