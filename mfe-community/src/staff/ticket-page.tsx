import { Link, useParams } from '@app/router';
import { formatDateTime, useStaffEvents } from '@app/shared-contracts';
import { statusOf } from '@app/shared-contracts/errors';
import { staffPathFor } from '@app/shared-contracts/staff-routes';
import { Button, EmptyState, ErrorState, Spinner } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { ConfirmDialog, StaffPageHeader } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { failureMessage } from '../components/failure-message';
import { useCloseStaffTicket } from '../features/staff-tickets/api/close-staff-ticket';
import { useStaffTicket } from '../features/staff-tickets/api/get-staff-ticket';
import { StaffReplyForm } from '../features/staff-tickets/components/staff-reply-form';
import { TicketStatus } from '../features/staff-tickets/components/ticket-status';
import { messages } from '../messages';

const t = messages.staff.tickets;
const bubble = css({ borderRadius: 'l2', padding: '3', whiteSpace: 'pre-wrap', maxWidth: '42rem' });

/** /staff/tickets/:id: the whole thread, the reply form and closing the ticket. */
export default function TicketPage() {
  const id = Number(useParams().id);
  const ticket = useStaffTicket(id);
  const close = useCloseStaffTicket(id);
  useStaffEvents('tickets', () => void ticket.refetch());
  const back = (
    <Link to={staffPathFor('support-tickets')} className={css({ color: 'primary' })}>
      {messages.staff.back}
    </Link>
  );
  if (ticket.isPending) return <Spinner label={t.thread} />;
  if (ticket.isError)
    return (
      <section>
        {back}
        {statusOf(ticket.error) === 404 ? (
          <EmptyState title={messages.staff.notFound} />
        ) : (
          <ErrorState message={messages.staff.failed} onRetry={() => void ticket.refetch()} />
        )}
      </section>
    );
  const d = ticket.data.data;
  const guest = d.user_id === null;
  return (
    <section className={css({ display: 'grid', gap: '4' })}>
      {back}
      <StaffPageHeader
        title={`${t.number(d.id)}: ${d.title}`}
        description={
          <>
            {d.name ?? '—'} {d.email ? <bdi dir="ltr">{d.email}</bdi> : null}{' '}
            {d.phone ? <bdi dir="ltr">{d.phone}</bdi> : null}
          </>
        }
        actions={
          d.status !== 'closed' ? (
            <ConfirmDialog
              trigger={<Button variant="outline">{t.close}</Button>}
              title={t.closeTitle}
              message={t.closeMessage}
              confirmLabel={t.close}
              onConfirm={() => close.mutateAsync().then(() => undefined)}
            />
          ) : null
        }
      />
      <TicketStatus status={d.status} />
      {close.isError ? (
        <Notice tone="danger">{failureMessage(close.error, messages.staff.failed)}</Notice>
      ) : null}
      <ol aria-label={t.thread} className={css({ display: 'grid', gap: '3', listStyle: 'none' })}>
        {d.messages.map((m) => (
          <li
            key={m.id}
            className={bubble}
            style={{ justifySelf: m.author === 'staff' ? 'end' : 'start' }}
            data-author={m.author}
          >
            <strong>{m.author === 'staff' ? t.staff : guest ? t.guest : t.student}</strong>
            <p>{m.content}</p>
            <small className={css({ color: 'fg.muted' })}>{formatDateTime(m.created_at)}</small>
          </li>
        ))}
      </ol>
      {d.can_reply ? (
        <>
          {guest ? <Notice tone="info">{t.guestHint}</Notice> : null}
          <StaffReplyForm ticketId={d.id} />
        </>
      ) : (
        <Notice tone="info">{d.status === 'closed' ? t.closed : t.answeredGuest}</Notice>
      )}
    </section>
  );
}
