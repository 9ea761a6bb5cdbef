import { fieldErrorsOf } from '@app/shared-contracts';
import type { StaffBankQuestion } from '@app/shared-contracts/schemas';
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
import { useRef } from 'react';
import { css } from '#styled-system/css';
import { failureMessage } from '../../../components/failure-message';
import { messages } from '../../../messages';
import { useAnswerQuestion } from '../api/answer-question';
import {
  ANSWER_FILES,
  type AnswerValues,
  answerCheck,
  EMPTY_ANSWER,
  type StoredAnswer,
} from '../hooks/answer-check';
import { AnswerFileField } from './answer-file-field';

const t = messages.staff.questions;

/**
 * Answers a student's question, or edits the answer: text and any of an image, an audio file and
 * a PDF, each previewed before sending; an edit keeps the stored files unless replaced or removed.
 */
export function AnswerForm({ question, onSent }: { question: StaffBankQuestion; onSent: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const answer = useAnswerQuestion(question.id);
  const stored: StoredAnswer = {
    image: question.answer_image,
    audio: question.answer_audio,
    pdf: question.answer_pdf,
  };
  const form = useForm({
    defaultValues: { ...EMPTY_ANSWER, text: question.answer_text ?? '' } as AnswerValues,
    validators: { onSubmit: validateWith(answerCheck(stored)) },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: ({ value }) => {
      answer.mutate(
        {
          text: value.text,
          image: value.image,
          audio: value.audio,
          pdf: value.pdf,
          remove: { image: value.remove_image, audio: value.remove_audio, pdf: value.remove_pdf },
        },
        {
          // The page shows the success: this form is made anew for the answer now stored.
          onSuccess: () => onSent(),
          onError: (error) => void showServerErrors(form, fieldErrorsOf(error)),
        },
      );
    },
  });
  const failed = answer.isError && !fieldErrorsOf(answer.error);
  return (
    <form
      ref={formRef}
      aria-label={t.answer}
      noValidate
      className={css({ display: 'grid', gap: '4' })}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="text">
        {(field) => {
          const message = firstError(field.state.meta.errors);
          return (
            <Field label={t.answerText} invalid={Boolean(message)} errorText={message}>
              <Textarea
                rows={5}
                name="text"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
                onBlur={field.handleBlur}
              />
            </Field>
          );
        }}
      </form.Field>
      {ANSWER_FILES.map((kind) => (
        <form.Subscribe key={kind} selector={(s) => s.values[`remove_${kind}`]}>
          {(remove) => (
            <form.Field name={kind}>
              {(field) => (
                <AnswerFileField
                  kind={kind}
                  file={field.state.value}
                  stored={stored[kind]}
                  remove={remove}
                  error={firstError(field.state.meta.errors)}
                  onFile={(file) => field.handleChange(file)}
                  onRemove={(on) => form.setFieldValue(`remove_${kind}`, on)}
                />
              )}
            </form.Field>
          )}
        </form.Subscribe>
      ))}
      {failed ? <Notice tone="danger">{failureMessage(answer.error, messages.staff.failed)}</Notice> : null}
      <div>
        <Button type="submit" loading={answer.isPending}>
          {question.answered ? t.update : t.send}
        </Button>
      </div>
    </form>
  );
}
