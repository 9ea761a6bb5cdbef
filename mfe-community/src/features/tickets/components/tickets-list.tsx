import { Link } from '@app/router';
import { formatDateTime, pathFor, pluralAr } from '@app/shared-contracts';
import { loadMessages } from '@app/shared-contracts/errors';
import { EmptyState, ErrorState } from '@app/ui';
import { css } from '#styled-system/css';
import { ListLoading } from '../../../components/loading';
import { messages } from '../../../messages';
import { useMyTickets } from '../api/get-my-tickets';
import { StatusBadge } from './status-badge';

const t = messages.tickets;
export const ticketPath = (id?: number) => (id ? pathFor('my-ticket', { id }) : pathFor('my-tickets'));

/** The student's tickets, each with its status, replies and last activity, opening its thread. */
export function TicketsList() {
  const tickets = useMyTickets();
  if (tickets.isPending) return <ListLoading />;
  if (tickets.isError)
    return (
      <ErrorState
        message={loadMessages.fallback}
        onRetry={() => void tickets.refetch()}
        retrying={tickets.isFetching}
      />
    );
  if (tickets.data.data.length === 0) return <EmptyState title={t.empty} />;
  return (
    <ul aria-label={t.list} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {tickets.data.data.map((ticket) => (
        <li key={ticket.id}>
          <Link
            to={ticketPath(ticket.id)}
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '1',
              padding: '3',
              borderRadius: 'md',
              borderWidth: '1px',
              borderColor: 'border',
              bg: 'bg.surface',
              _hover: { borderColor: 'primary' },
            })}
          >
            <span className={css({ fontWeight: 'bold', overflowWrap: 'anywhere' })}>{ticket.title}</span>
            <span
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                gap: '2',
                alignItems: 'center',
                textStyle: 'small',
                color: 'fg.muted',
              })}
            >
              <StatusBadge status={ticket.status} />
              <span>{t.number(ticket.id)}</span>
              <span>{pluralAr(ticket.replies_count, t.replies)}</span>
              <span>
                {t.updated} <bdi dir="ltr">{formatDateTime(ticket.updated_at)}</bdi>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
