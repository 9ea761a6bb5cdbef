import type { StaffTicketSummary } from '@app/shared-contracts/schemas';
import { Badge } from '@app/ui';
import { messages } from '../../../messages';

const TONES = { open: 'warning', answered: 'success', closed: 'neutral' } as const;

/** A ticket's status for staff: waiting for a reply, replied, closed. */
export function TicketStatus({ status }: { status: StaffTicketSummary['status'] }) {
  return <Badge tone={TONES[status]}>{messages.staff.tickets.status[status]}</Badge>;
}
