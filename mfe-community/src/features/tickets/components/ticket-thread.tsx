import { Link } from '@app/router';
import { formatDateTime } from '@app/shared-contracts';
import { loadMessages, statusOf } from '@app/shared-contracts/errors';
import { EmptyState, ErrorState } from '@app/ui';
import { css, cx } from '#styled-system/css';
import { ListLoading } from '../../../components/loading';
import { messages } from '../../../messages';
import { useTicket } from '../api/get-ticket';
import { ReplyForm } from './reply-form';
import { StatusBadge } from './status-badge';
import { ticketPath } from './tickets-list';

const t = messages.tickets;

const messageClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  maxInlineSize: '90%',
  padding: '3',
  borderRadius: 'lg',
  borderWidth: '1px',
});
// The student's messages on the reading side, staff's on the other, as in a chat.
const bubble = {
  student: css({ bg: 'bg.surface', borderColor: 'border', alignSelf: 'flex-start' }),
  staff: css({ bg: 'primary.subtle', borderColor: 'primary', alignSelf: 'flex-end' }),
};

/** One ticket: its status, every message oldest first (the student's and staff's), and a reply form. */
export function TicketThread({ id }: { id: number }) {
  const ticket = useTicket(id);
  const back = (
    <Link to={ticketPath()} className={css({ color: 'primary', textStyle: 'small' })}>
      {t.back}
    </Link>
  );
  if (ticket.isPending) return <ListLoading rows={3} rowHeight="6rem" />;
  if (ticket.isError) {
    if (statusOf(ticket.error) === 404) return <EmptyState title={t.notFound} action={back} />;
    return (
      <ErrorState
        message={loadMessages.fallback}
        onRetry={() => void ticket.refetch()}
        retrying={ticket.isFetching}
      />
    );
  }
  const data = ticket.data.data;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {back}
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h1 id="my-tickets-title" className={css({ textStyle: 'h2', overflowWrap: 'anywhere' })}>
          {data.title}
        </h1>
        <p className={css({ display: 'flex', gap: '2', alignItems: 'center', color: 'fg.muted' })}>
          <StatusBadge status={data.status} />
          {t.number(data.id)}
        </p>
      </header>
      <ol aria-label={t.thread} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {data.messages.map((m) => (
          <li key={m.id} className={cx(messageClass, bubble[m.author])}>
            <span className={css({ textStyle: 'small', color: 'fg.muted' })}>
              <strong>{m.author === 'staff' ? t.staff : t.you}</strong> ·{' '}
              <bdi dir="ltr">{formatDateTime(m.created_at)}</bdi>
            </span>
            <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>{m.content}</p>
          </li>
        ))}
      </ol>
      {data.status === 'closed' ? null : <ReplyForm ticketId={data.id} />}
    </div>
  );
}
