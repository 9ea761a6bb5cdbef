import { staffTicketReplyBodySchema } from '@app/shared-contracts/schemas';
import { failureMessage } from '../../../components/failure-message';
import { TextReplyForm } from '../../../components/text-reply-form';
import { messages } from '../../../messages';
import { useReplyStaffTicket } from '../api/reply-staff-ticket';

const t = messages.staff.tickets;

/** Staff reply, checked by staffTicketReplyBodySchema; the thread shows it on success. */
export function StaffReplyForm({ ticketId }: { ticketId: number }) {
  return (
    <TextReplyForm
      schema={staffTicketReplyBodySchema}
      reply={useReplyStaffTicket(ticketId)}
      texts={{ label: t.reply, send: t.send, sent: t.sent }}
      failure={(error) => failureMessage(error, messages.staff.failed)}
      rows={5}
    />
  );
}
