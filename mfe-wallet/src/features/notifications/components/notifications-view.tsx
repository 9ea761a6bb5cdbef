import { useSession } from '@app/shared-contracts';
import { loadMessages } from '@app/shared-contracts/errors';
import { EmptyState, ErrorState, Skeleton } from '@app/ui';
import { useEffect } from 'react';
import { css } from '#styled-system/css';
import { LoadMore } from '../../../components/load-more';
import { messages } from '../../../messages';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useNow } from '../hooks/use-now';
import { NotificationItem } from './notification-item';

const t = messages.notifications;
// Spec 3 §9: time-ago texts refresh every 20 s.
const TICK_MS = 20_000;

/** /notifications: every notification, newest first, 20 a page; opening it reads the unread ones. */
export function NotificationsView() {
  const query = useNotifications();
  const unread = useSession((s) => s.user?.notifications_count ?? 0);
  const { mutate } = useMarkNotificationsRead();
  const now = useNow(TICK_MS);
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];

  // The page shows them all: nothing is left unread once it has loaded.
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded && unread > 0) mutate();
  }, [loaded, unread, mutate]);

  return (
    <section
      aria-labelledby="notifications-title"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        width: 'full',
        maxInlineSize: '800px',
        marginInline: 'auto',
        paddingInline: { base: '3', md: '6' },
        paddingBlock: { base: '4', md: '6' },
      })}
    >
      <h1
        id="notifications-title"
        className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}
      >
        {t.title}
      </h1>
      {query.isPending ? <Skeleton height="6rem" /> : null}
      {query.isError ? (
        <ErrorState message={loadMessages.fallback} onRetry={() => void query.refetch()} />
      ) : null}
      {loaded && items.length === 0 ? <EmptyState title={messages.bell.empty} /> : null}
      {items.length > 0 ? (
        <ul
          aria-labelledby="notifications-title"
          className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
        >
          {items.map((n) => (
            <li key={n.id}>
              <NotificationItem item={n} now={now} />
            </li>
          ))}
        </ul>
      ) : null}
      <LoadMore query={query} label={t.loadMore} />
    </section>
  );
}
