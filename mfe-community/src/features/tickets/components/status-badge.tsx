import type { SupportTicketSummary } from '@app/shared-contracts';
import { Badge } from '@app/ui';
import { messages } from '../../../messages';

const TONES = { open: 'warning', answered: 'success', closed: 'neutral' } as const;

/** A ticket's status in words: waiting for a reply, replied, closed. */
export function StatusBadge({ status }: { status: SupportTicketSummary['status'] }) {
  return <Badge tone={TONES[status]}>{messages.tickets.status[status]}</Badge>;
}
