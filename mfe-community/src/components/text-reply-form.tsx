import { fieldErrorsOf } from '@app/shared-contracts';
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
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { css } from '#styled-system/css';

export interface TextReplyFormProps {
  /** The contract's body schema: it checks the field and gives its Arabic message. */
  schema: z.ZodType<{ content: string }>;
  /** The write: takes the text. */
  reply: UseMutationResult<unknown, unknown, string>;
  /** Visible texts: the field's label (the form's name too), the button, the success notice. */
  texts: { label: string; send: string; sent: string };
  /** The Arabic message of a failure that is not a field's. */
  failure: (error: unknown) => string;
  rows?: number;
}

/**
 * One text field sent to a thread (a student's ticket reply, a staff reply): checked by the
 * contract's schema, emptied and confirmed on success, a field error under the field, any other
 * failure in a notice. Both sides of a ticket share it so they behave alike.
 */
export function TextReplyForm({ schema, reply, texts, failure, rows = 4 }: TextReplyFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState(false);
  const form = useForm({
    defaultValues: { content: '' },
    validators: { onSubmit: validateWith(schema) },
    onSubmitInvalid: () => {
      setSent(false);
      focusFirstInvalid(formRef.current);
    },
    onSubmit: ({ value }) => {
      setSent(false);
      reply.mutate(schema.parse(value).content, {
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
      aria-label={texts.label}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="content">
        {(field) => {
          const message = firstError(field.state.meta.errors);
          return (
            <Field label={texts.label} required invalid={Boolean(message)} errorText={message}>
              <Textarea
                rows={rows}
                name="content"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
                onBlur={field.handleBlur}
              />
            </Field>
          );
        }}
      </form.Field>
      {failed ? <Notice tone="danger">{failure(reply.error)}</Notice> : null}
      {sent ? <Notice tone="success">{texts.sent}</Notice> : null}
      <div>
        <Button type="submit" loading={reply.isPending}>
          {texts.send}
        </Button>
      </div>
    </form>
  );
}
