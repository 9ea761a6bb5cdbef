import { Link, useParams } from '@app/router';
import { pathFor } from '@app/shared-contracts';
import { css } from '#styled-system/css';
import { Page } from '../components/page';
import { TicketThread } from '../features/tickets/components/ticket-thread';
import { TicketsList } from '../features/tickets/components/tickets-list';
import { messages } from '../messages';

const t = messages.tickets;

/** /help/tickets and /help/tickets/{id} (signed in): the student's tickets, or one ticket's thread. */
export default function MyTicketsPage() {
  const { id } = useParams();
  // A path id that is not a number names no ticket: the api answers 404 for 0.
  const ticket = id === undefined ? null : /^\d+$/.test(id) ? Number(id) : 0;
  return (
    <Page width="narrow" labelledBy="my-tickets-title">
      {ticket !== null ? (
        <TicketThread key={ticket} id={ticket} />
      ) : (
        <>
          <div
            className={css({
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: '3',
              flexWrap: 'wrap',
            })}
          >
            <h1 id="my-tickets-title" className={css({ textStyle: 'h1' })}>
              {t.title}
            </h1>
            <Link to={pathFor('help')} className={css({ color: 'primary', fontWeight: 'bold' })}>
              {t.newTicket}
            </Link>
          </div>
          <TicketsList />
        </>
      )}
    </Page>
  );
}
