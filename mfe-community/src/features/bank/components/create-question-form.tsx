import { fieldErrorsOf } from '@app/shared-contracts';
import { bankQuestionCreateMessages, profileMessages } from '@app/shared-contracts/errors';
import {
  Button,
  Field,
  FilePicker,
  firstError,
  focusFirstInvalid,
  Input,
  Select,
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
import { useCreateBankQuestion } from '../api/create-bank-question';
import { useBankCategories } from '../api/get-bank-categories';
import {
  EMPTY_QUESTION,
  QUESTION_FIELDS,
  questionCheck,
  questionFormSchema,
} from '../hooks/question-form-check';
import { treeOrder } from './category-tree';

const t = messages.myQuestions;
const b = messages.bank;

/**
 * A new bank question (spec 3 §5): text or image, page number ≥ 1, question number ≥ 1
 * (Arabic-Indic digits read) and a category of the bank, checked by the contract; a 422 shows
 * under its field.
 */
export function CreateQuestionForm({ onDone }: { onDone: (message: string) => void }) {
  const categories = useBankCategories();
  const create = useCreateBankQuestion();
  const formRef = useRef<HTMLFormElement>(null);
  const [notImage, setNotImage] = useState(false);
  const form = useForm({
    defaultValues: EMPTY_QUESTION,
    validators: { onSubmit: validateWith(questionCheck) },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: ({ value }) => {
      const q = questionFormSchema.parse(value);
      create.mutate(
        { ...q, text: q.text ?? '' },
        {
          onSuccess: () => onDone(bankQuestionCreateMessages.success),
          onError: (error) => {
            if (showServerErrors(form, fieldErrorsOf(error)).length === 0) focusFirstInvalid(formRef.current);
          },
        },
      );
    },
  });
  // The tree top to bottom, each folder by its whole path: three chapters share one name.
  const items = treeOrder(categories.data?.data ?? []).map((e) => ({
    value: String(e.category.id),
    label: e.path,
  }));
  const fieldErrors = fieldErrorsOf(create.error);
  const shownByFields = fieldErrors && Object.keys(fieldErrors).every((k) => k in EMPTY_QUESTION);
  const number = (name: 'page_number' | 'question_number', label: string) => (
    <form.Field name={name}>
      {(input) => {
        const message = firstError(input.state.meta.errors);
        return (
          <Field label={label} required invalid={Boolean(message)} errorText={message}>
            <Input
              name={name}
              inputMode="numeric"
              dir="ltr"
              value={input.state.value}
              onChange={(e) => input.handleChange(e.target.value)}
            />
          </Field>
        );
      }}
    </form.Field>
  );

  return (
    <form
      ref={formRef}
      aria-label={t.createTitle}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        // A 422's messages stay until the field changes; sent again as is, the api answers anew.
        for (const name of QUESTION_FIELDS)
          form.setFieldMeta(name, (meta) => ({
            ...meta,
            errorMap: { ...meta.errorMap, onServer: undefined },
          }));
        form.handleSubmit();
      }}
    >
      <form.Field name="text">
        {(input) => {
          const message = firstError(input.state.meta.errors);
          return (
            <Field label={t.text} invalid={Boolean(message)} errorText={message}>
              <Textarea
                name="text"
                value={input.state.value}
                onChange={(e) => input.handleChange(e.target.value)}
              />
            </Field>
          );
        }}
      </form.Field>
      <form.Field name="image">
        {(input) => (
          <Field label={t.image} invalid={notImage} errorText={profileMessages.avatarNotImage}>
            <FilePicker
              accept="image/*"
              fileName={input.state.value?.name ?? null}
              onFile={(picked) => {
                const ok = picked?.type.startsWith('image/') ? picked : null;
                setNotImage(Boolean(picked) && !ok);
                input.handleChange(ok);
              }}
            />
          </Field>
        )}
      </form.Field>
      <div className={css({ display: 'flex', gap: '3' })}>
        {number('page_number', b.pageNumber)}
        {number('question_number', b.questionNumber)}
      </div>
      <form.Field name="bank_question_category_id">
        {(input) => {
          const message = firstError(input.state.meta.errors);
          return (
            <>
              <Select
                label={t.category}
                placeholder={t.chooseCategory}
                items={items}
                name="bank_question_category_id"
                value={input.state.value || null}
                onValueChange={(value) => input.handleChange(value ?? '')}
                required
                invalid={Boolean(message)}
              />
              {message ? <Notice tone="danger">{message}</Notice> : null}
            </>
          );
        }}
      </form.Field>
      {create.isError && !shownByFields ? (
        <Notice tone="danger">{failureMessage(create.error, bankQuestionCreateMessages.fallback)}</Notice>
      ) : null}
      <Button type="submit" loading={create.isPending}>
        {t.send}
      </Button>
    </form>
  );
}
