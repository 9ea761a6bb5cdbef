import { Link } from '@app/router';
import { pathFor } from '@app/shared-contracts';
import { loadMessages } from '@app/shared-contracts/errors';
import { EmptyState, ErrorState, Skeleton, snack } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { css } from '#styled-system/css';
import { LoadMore } from '../../../components/load-more';
import { messages } from '../../../messages';
import { useCancelTopupRequest } from '../api/cancel-topup-request';
import { useTopupRequests } from '../api/get-topup-requests';
import { TopupRequestItem } from './topup-request-item';

const t = messages.topups;

/** /wallet/topups: the student's mobile-wallet and manual requests, newest first; cancel a pending one. */
export function TopupRequestsView() {
  const query = useTopupRequests();
  const cancel = useCancelTopupRequest();
  const requests = query.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <section
      aria-labelledby="topups-title"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        width: 'full',
        maxInlineSize: '800px',
        marginInline: 'auto',
        paddingInline: { base: '3', md: '6' },
        paddingBlock: { base: '4', md: '6' },
      })}
    >
      <h1 id="topups-title" className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}>
        {t.title}
      </h1>
      <Link to={pathFor('wallet')} className={css({ color: 'primary.text' })}>
        {t.backToWallet}
      </Link>
      {query.isPending ? <Skeleton height="6rem" /> : null}
      {query.isError ? (
        <ErrorState message={loadMessages.wallet} onRetry={() => void query.refetch()} />
      ) : null}
      {cancel.isError ? <Notice tone="danger">{t.cancelFailed}</Notice> : null}
      {query.isSuccess && requests.length === 0 ? <EmptyState title={t.empty} /> : null}
      {requests.map((r) => (
        <TopupRequestItem
          key={r.id}
          request={r}
          cancelling={cancel.isPending && cancel.variables === r.id}
          onCancel={(id) => cancel.mutate(id, { onSuccess: (a) => snack(a.message, 'success') })}
        />
      ))}
      <LoadMore query={query} label={t.loadMore} />
    </section>
  );
}
