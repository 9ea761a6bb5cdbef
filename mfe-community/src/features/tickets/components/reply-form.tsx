import { authMessages, supportMessages } from '@app/shared-contracts/errors';
import { supportTicketReplyBodySchema } from '@app/shared-contracts/schemas';
import { failureMessage } from '../../../components/failure-message';
import { TextReplyForm } from '../../../components/text-reply-form';
import { messages } from '../../../messages';
import { useReplyToTicket } from '../api/reply-to-ticket';

const t = messages.tickets;

/** The student writes again in their ticket, checked by supportTicketReplyBodySchema; the thread shows it on success. */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  return (
    <TextReplyForm
      schema={supportTicketReplyBodySchema}
      reply={useReplyToTicket(ticketId)}
      texts={{ label: t.reply, send: t.send, sent: t.sent }}
      failure={(error) =>
        failureMessage(error, supportMessages.fallback, { RATE_LIMITED: authMessages.RATE_LIMITED })
      }
    />
  );
}
