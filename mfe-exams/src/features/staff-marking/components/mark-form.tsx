import { fieldErrorsOf } from '@app/shared-contracts';
import { staffMarkBodySchema } from '@app/shared-contracts/schemas';
import { Button, FormTextField, focusFirstInvalid, showServerErrors, validateWith } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm } from '@tanstack/react-form';
import { useRef } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useMarkAnswer } from '../api/mark-answer';

const t = messages.staffMarking.queue;

/** The mark (0 to the question's) and a comment; the api refuses a mark above the question's under its field. */
export function MarkForm({
  answerId,
  maxMark,
  label,
  onMarked,
}: {
  answerId: number;
  maxMark: number;
  label: string;
  onMarked: (completed: boolean) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const mark = useMarkAnswer();
  const form = useForm({
    defaultValues: { mark: '', comment: '' },
    validators: { onSubmit: validateWith(staffMarkBodySchema) },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      const body = staffMarkBodySchema.parse(value);
      try {
        const answer = await mark.mutateAsync({
          id: answerId,
          body: { ...body, comment: body.comment || undefined },
        });
        onMarked(answer.completed);
      } catch (error) {
        showServerErrors(form, fieldErrorsOf(error));
        focusFirstInvalid(formRef.current);
      }
    },
  });
  const failed = mark.error && !fieldErrorsOf(mark.error);

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      className={css({ display: 'grid', gap: '3', maxWidth: 'md' })}
      onSubmit={(e) => {
        e.preventDefault();
        form.handleSubmit();
      }}
    >
      <form.Field name="mark">
        {(field) => (
          <FormTextField field={field} label={t.mark(maxMark)} inputMode="decimal" dir="ltr" required />
        )}
      </form.Field>
      <form.Field name="comment">{(field) => <FormTextField field={field} label={t.comment} />}</form.Field>
      <div>
        <Button type="submit" loading={mark.isPending}>
          {t.submit}
        </Button>
      </div>
      {failed ? <Notice tone="danger">{t.failed}</Notice> : null}
    </form>
  );
}
