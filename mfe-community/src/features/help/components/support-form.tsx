import { type SupportTicketBody, useSession } from '@app/shared-contracts';
import { authMessages, supportMessages, supportSuccessMessage } from '@app/shared-contracts/errors';
import { Button, ConfirmDialog, DesktopOnly, Field, Input, Textarea } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { failureMessage } from '../../../components/failure-message';
import { messages } from '../../../messages';
import { useCreateSupportTicket } from '../api/create-support-ticket';

const t = messages.help;
const EMPTY = { title: '', content: '', name: '', email: '', phone: '' };
type Values = typeof EMPTY;

/**
 * The support-ticket form (spec 3 §2.7, §4, §5): title and content, a guest also name, e-mail and
 * phone, all non-blank (no format checks here); a confirmation before sending; on success the
 * ticket number and an empty form, on failure the form as it was.
 */
export function SupportForm() {
  const guest = useSession((s) => !s.token);
  const [values, setValues] = useState<Values>(EMPTY);
  const [empty, setEmpty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [ticket, setTicket] = useState<number | null>(null);
  const send = useCreateSupportTicket();
  const required: (keyof Values)[] = guest
    ? ['title', 'content', 'name', 'email', 'phone']
    : ['title', 'content'];
  const blank = (k: keyof Values) => values[k].trim() === '';
  const set = (k: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));

  function ask() {
    const missing = required.some(blank);
    setEmpty(missing);
    if (!missing) setConfirming(true);
  }

  async function submit() {
    const body: SupportTicketBody = { title: values.title, content: values.content };
    if (guest) Object.assign(body, { name: values.name, email: values.email, phone: values.phone });
    setTicket(null);
    try {
      const answer = await send.mutateAsync(body);
      setTicket(answer.data.id);
      setValues(EMPTY);
      setEmpty(false);
    } catch {
      // the form stays as it was; the message comes from send.error
    }
  }

  const field = (k: keyof Values, label: string, control: 'input' | 'textarea' = 'input') => (
    <Field label={label} required invalid={empty && blank(k)} errorText={supportMessages.emptyFields}>
      {control === 'textarea' ? (
        <Textarea rows={5} value={values[k]} onChange={set(k)} />
      ) : (
        <Input
          value={values[k]}
          onChange={set(k)}
          {...(k === 'email' ? { type: 'email', dir: 'ltr', autoComplete: 'email' } : {})}
          {...(k === 'phone' ? { type: 'tel', dir: 'ltr', autoComplete: 'tel' } : {})}
          {...(k === 'name' ? { autoComplete: 'name' } : {})}
        />
      )}
    </Field>
  );

  return (
    <form
      aria-label={t.formTitle}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        ask();
      }}
    >
      {guest ? (
        <>
          {field('name', t.name)}
          {field('email', t.email)}
          {field('phone', t.phone)}
        </>
      ) : null}
      {field('title', t.ticketTitle)}
      {field('content', t.content, 'textarea')}
      {empty ? <Notice tone="danger">{supportMessages.emptyFields}</Notice> : null}
      {send.isError ? (
        <Notice tone="danger">
          {failureMessage(send.error, supportMessages.fallback, { RATE_LIMITED: authMessages.RATE_LIMITED })}
        </Notice>
      ) : null}
      {ticket !== null ? <Notice tone="success">{supportSuccessMessage(ticket)}</Notice> : null}
      <div className={css({ display: 'flex', gap: '2' })}>
        <Button type="submit" loading={send.isPending}>
          {t.send}
        </Button>
        <DesktopOnly>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setValues(EMPTY);
              setEmpty(false);
              send.reset();
            }}
          >
            {t.reset}
          </Button>
        </DesktopOnly>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.confirmTitle}
        message={t.confirmMessage}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        onConfirm={submit}
      />
    </form>
  );
}
