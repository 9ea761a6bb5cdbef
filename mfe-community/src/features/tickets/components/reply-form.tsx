import { fieldErrorsOf } from '@app/shared-contracts';
import { authMessages, supportMessages } from '@app/shared-contracts/errors';
import { supportTicketReplyBodySchema } from '@app/shared-contracts/schemas';
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
import { useReplyToTicket } from '../api/reply-to-ticket';

const t = messages.tickets;

/** The student writes again in their ticket, checked by supportTicketReplyBodySchema; the thread shows it on success. */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState(false);
  const reply = useReplyToTicket(ticketId);
  const form = useForm({
    defaultValues: { content: '' },
    validators: { onSubmit: validateWith(supportTicketReplyBodySchema) },
    onSubmitInvalid: () => {
      setSent(false);
      focusFirstInvalid(formRef.current);
    },
    onSubmit: ({ value }) => {
      setSent(false);
      reply.mutate(supportTicketReplyBodySchema.parse(value).content, {
        onSuccess: () => {
          form.reset();
          setSent(true);
        },
        onError: (error) => {
          showServerErrors(form, fieldErrorsOf(error));
        },
      });
    },
  });
  const failed = reply.isError && !fieldErrorsOf(reply.error);
  return (
    <form
      ref={formRef}
      aria-label={t.reply}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        form.handleSubmit();
      }}
    >
      <form.Field name="content">
        {(field) => {
          const message = firstError(field.state.meta.errors);
          return (
            <Field label={t.reply} required invalid={Boolean(message)} errorText={message}>
              <Textarea
                rows={4}
                name="content"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
                onBlur={field.handleBlur}
              />
            </Field>
          );
        }}
      </form.Field>
      {failed ? (
        <Notice tone="danger">
          {failureMessage(reply.error, supportMessages.fallback, { RATE_LIMITED: authMessages.RATE_LIMITED })}
        </Notice>
      ) : null}
      {sent ? <Notice tone="success">{t.sent}</Notice> : null}
      <div>
        <Button type="submit" loading={reply.isPending}>
          {t.send}
        </Button>
      </div>
    </form>
  );
}
