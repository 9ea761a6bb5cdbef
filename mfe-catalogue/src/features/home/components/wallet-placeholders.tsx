import { Skeleton } from '@app/ui';
import { css } from '#styled-system/css';

/*
 * Shown while mfe-wallet's widgets load (issue 9, layout shift): each has the size of the widget
 * that replaces it, so the welcome card does not change height when they arrive. They follow
 * mfe-wallet's WalletCard and NotificationBell: a small and a large line of text beside a small
 * button, and a 44 px round button.
 */

export function BellPlaceholder() {
  return <Skeleton width="44px" height="44px" circle className={css({ flexShrink: 0 })} />;
}

export function WalletCardPlaceholder() {
  return (
    <div
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
      })}
    >
      <div>
        {/* One line of each text size: `1lh` is the line height of its paragraph. */}
        <p className={css({ fontSize: 'sm' })}>
          <Skeleton width="4rem" height="1lh" />
        </p>
        <p className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          <Skeleton width="7rem" height="1lh" />
        </p>
      </div>
      <Skeleton width="6rem" height="2.25rem" />
    </div>
  );
}
