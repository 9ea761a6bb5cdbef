import { fieldErrorsOf, useSession } from '@app/shared-contracts';
import { authMessages, supportMessages, supportSuccessMessage } from '@app/shared-contracts/errors';
import { guestSupportTicketBodySchema, supportTicketBodySchema } from '@app/shared-contracts/schemas';
import {
  Button,
  ConfirmDialog,
  DesktopOnly,
  Field,
  firstError,
  focusFirstInvalid,
  Input,
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
import { useCreateSupportTicket } from '../api/create-support-ticket';

const t = messages.help;
type Key = 'title' | 'content' | 'name' | 'email' | 'phone';
const GUEST = { title: '', content: '', name: '', email: '', phone: '' };
const STUDENT = { title: '', content: '' };
const CONTROL: Partial<Record<Key, object>> = {
  email: { type: 'email', dir: 'ltr', autoComplete: 'email' },
  phone: { type: 'tel', dir: 'ltr', autoComplete: 'tel' },
  name: { autoComplete: 'name' },
};

/**
 * The support-ticket form (spec 3 §2.7, §4, §5): title and content, a guest also name, e-mail and
 * phone, checked by the call's contract (the guest's body or the student's), its messages under the
 * fields; a confirmation before sending; on success the ticket number and an empty form, on failure
 * the form as it was (a 422 under its field).
 */
export function SupportForm() {
  const guest = useSession((s) => !s.token);
  const schema = guest ? guestSupportTicketBodySchema : supportTicketBodySchema;
  const formRef = useRef<HTMLFormElement>(null);
  const [empty, setEmpty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [ticket, setTicket] = useState<number | null>(null);
  const send = useCreateSupportTicket();
  const form = useForm({
    defaultValues: (guest ? GUEST : STUDENT) as Partial<Record<Key, string>>,
    validators: { onSubmit: validateWith(schema) },
    onSubmitInvalid: ({ value }) => {
      // The spec's line when a field is left blank, besides each field's own message.
      setEmpty(Object.values(value).some((v) => !v?.trim()));
      focusFirstInvalid(formRef.current);
    },
    onSubmit: () => {
      setEmpty(false);
      setConfirming(true);
    },
  });

  async function submit() {
    setTicket(null);
    try {
      const answer = await send.mutateAsync(schema.parse(form.state.values));
      setTicket(answer.data.id);
      form.reset();
    } catch (error) {
      // The form stays as it was; a 422 goes under its fields, anything else in the notice.
      if (showServerErrors(form, fieldErrorsOf(error)).length === 0) focusFirstInvalid(formRef.current);
    }
  }

  const fieldErrors = fieldErrorsOf(send.error);
  const shownByFields = fieldErrors && Object.keys(fieldErrors).every((k) => k in form.state.values);
  const field = (k: Key, label: string) => (
    <form.Field name={k}>
      {(input) => {
        const message = firstError(input.state.meta.errors);
        const props = {
          name: k,
          value: input.state.value ?? '',
          onChange: (e: { target: { value: string } }) => input.handleChange(e.target.value),
        };
        return (
          <Field label={label} required invalid={Boolean(message)} errorText={message}>
            {k === 'content' ? <Textarea rows={5} {...props} /> : <Input {...props} {...CONTROL[k]} />}
          </Field>
        );
      }}
    </form.Field>
  );

  return (
    <form
      ref={formRef}
      aria-label={t.formTitle}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        form.handleSubmit();
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
      {field('content', t.content)}
      {empty ? <Notice tone="danger">{supportMessages.emptyFields}</Notice> : null}
      {send.isError && !shownByFields ? (
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
              form.reset();
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
