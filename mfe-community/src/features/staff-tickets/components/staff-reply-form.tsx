import { fieldErrorsOf } from '@app/shared-contracts';
import { staffTicketReplyBodySchema } from '@app/shared-contracts/schemas';
import {
  Button,
  Field,
  firstError,
  focusFirstInvalid,
  showServerErrors,
  Textarea,
  validateWith,
} from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { failureMessage } from '../../../components/failure-message';
import { messages } from '../../../messages';
import { useReplyStaffTicket } from '../api/reply-staff-ticket';

const t = messages.staff.tickets;

/** Staff reply, checked by staffTicketReplyBodySchema; the thread shows it on success. */
export function StaffReplyForm({ ticketId }: { ticketId: number }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState(false);
  const reply = useReplyStaffTicket(ticketId);
  const form = useForm({
    defaultValues: { content: '' },
    validators: { onSubmit: validateWith(staffTicketReplyBodySchema) },
    onSubmitInvalid: () => {
      setSent(false);
      focusFirstInvalid(formRef.current);
    },
    onSubmit: ({ value }) => {
      setSent(false);
      reply.mutate(staffTicketReplyBodySchema.parse(value).content, {
        onSuccess: () => {
          form.reset();
          setSent(true);
        },
        onError: (error) => void showServerErrors(form, fieldErrorsOf(error)),
      });
    },
  });
  const failed = reply.isError && !fieldErrorsOf(reply.error);
  return (
    <form
      ref={formRef}
      aria-label={t.reply}
      noValidate
      className={css({ display: 'grid', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="content">
        {(field) => {
          const message = firstError(field.state.meta.errors);
          return (
            <Field label={t.reply} required invalid={Boolean(message)} errorText={message}>
              <Textarea
                rows={5}
                name="content"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
                onBlur={field.handleBlur}
              />
            </Field>
          );
        }}
      </form.Field>
      {failed ? <Notice tone="danger">{failureMessage(reply.error, messages.staff.failed)}</Notice> : null}
      {sent ? <Notice tone="success">{t.sent}</Notice> : null}
      <div>
        <Button type="submit" loading={reply.isPending}>
          {t.send}
        </Button>
      </div>
    </form>
  );
}
