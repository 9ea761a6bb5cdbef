import { Link, useParams } from '@app/router';
import { pathFor } from '@app/shared-contracts';
import { lazy, Suspense } from 'react';
import { css } from '#styled-system/css';
import { ListLoading } from '../components/loading';
import { Page } from '../components/page';
import { TicketsList } from '../features/tickets/components/tickets-list';
import { messages } from '../messages';

const t = messages.tickets;
// A thread (its reply form: TanStack Form and the contract's zod schemas) loads when one is opened,
// not with the list: evaluating it with the list was a long task on every visit.
const TicketThread = lazy(() =>
  import('../features/tickets/components/ticket-thread').then((m) => ({ default: m.TicketThread })),
);

/** /help/tickets and /help/tickets/{id} (signed in): the student's tickets, or one ticket's thread. */
export default function MyTicketsPage() {
  const { id } = useParams();
  // A path id that is not a number names no ticket: the api answers 404 for 0.
  const ticket = id === undefined ? null : /^\d+$/.test(id) ? Number(id) : 0;
  return (
    <Page width="narrow" labelledBy="my-tickets-title">
      {ticket !== null ? (
        <Suspense fallback={<ListLoading />}>
          <TicketThread key={ticket} id={ticket} />
        </Suspense>
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
