import { Spinner } from '@app/ui';
import { css } from '#styled-system/css';

export function PageLoading() {
  return (
    <div className={css({ display: 'grid', placeItems: 'center', minHeight: '40vh' })}>
      <Spinner />
    </div>
  );
}
