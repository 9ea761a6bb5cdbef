import { authMessages, supportMessages } from '@app/shared-contracts/errors';
import { Button, Field, Textarea } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { failureMessage } from '../../../components/failure-message';
import { messages } from '../../../messages';
import { useReplyToTicket } from '../api/reply-to-ticket';

const t = messages.tickets;

/** The student writes again in their ticket: non-blank; the thread shows it on success. */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const [content, setContent] = useState('');
  const [empty, setEmpty] = useState(false);
  const [sent, setSent] = useState(false);
  const reply = useReplyToTicket(ticketId);
  return (
    <form
      aria-label={t.reply}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        setSent(false);
        const blank = content.trim() === '';
        setEmpty(blank);
        if (blank) return;
        reply.mutate(content, {
          onSuccess: () => {
            setContent('');
            setSent(true);
          },
        });
      }}
    >
      <Field label={t.reply} required invalid={empty} errorText={supportMessages.emptyFields}>
        <Textarea rows={4} value={content} onChange={(e) => setContent(e.target.value)} />
      </Field>
      {reply.isError ? (
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
