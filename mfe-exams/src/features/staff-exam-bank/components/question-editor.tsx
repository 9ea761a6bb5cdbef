import {
  type ExamBankQuestion,
  type ExamBankTags,
  fieldErrorsOf,
  type Question,
} from '@app/shared-contracts';
import {
  EXAM_BANK_DIFFICULTIES,
  EXAM_BANK_TYPES,
  examBankQuestionInputSchema,
} from '@app/shared-contracts/schemas';
import {
  Button,
  Field,
  firstError,
  focusFirstInvalid,
  Input,
  issuesByField,
  showServerErrors,
  Textarea,
} from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm } from '@tanstack/react-form';
import { type ReactNode, useRef } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useSaveBankQuestion } from '../api/save-bank-question';
import { ChoicesEditor } from './choices-editor';
import { CourseField } from './course-field';
import {
  choicesForType,
  type EditorValues,
  emptyValues,
  studentQuestionOf,
  toBody,
  valuesOf,
} from './editor-values';
import { ImageField } from './image-field';

const t = messages.staffBank.editor;
const s = messages.staffBank;
const select = css({
  borderWidth: '1px',
  borderRadius: 'l2',
  paddingInline: '2',
  height: '10',
  minWidth: '32',
});

export interface QuestionEditorProps {
  /** The question edited; absent for a new one. */
  question?: ExamBankQuestion | undefined;
  tags?: ExamBankTags | undefined;
  /** The student's view of the question as it is typed (the page gives the exam's own component). */
  preview: (question: Question) => ReactNode;
  onSaved: (question: ExamBankQuestion) => void;
  onCancel: () => void;
}

/** A bank question's form: the contract's schema checks it, the server's 422 lands on its field. */
export function QuestionEditor({ question, tags, preview, onSaved, onCancel }: QuestionEditorProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveBankQuestion();
  const form = useForm({
    defaultValues: question ? valuesOf(question) : emptyValues(),
    validators: {
      onSubmit: ({ value }) =>
        issuesByField(examBankQuestionInputSchema.safeParse(toBody(value)).error?.issues),
    },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      try {
        const body = examBankQuestionInputSchema.parse(toBody(value));
        onSaved(await save.mutateAsync({ id: question?.id, body }));
      } catch (error) {
        showServerErrors(form, fieldErrorsOf(error));
      }
    },
  });
  const failed = save.error && !fieldErrorsOf(save.error);

  const text = (name: 'text' | 'explanation_text', label: string) => (
    <form.Field name={name}>
      {(field) => {
        const message = firstError(field.state.meta.errors);
        return (
          <Field label={label} invalid={Boolean(message)} errorText={message}>
            <Textarea
              rows={3}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
            />
          </Field>
        );
      }}
    </form.Field>
  );
  const line = (name: 'marks' | 'chapter' | 'lesson', label: string, extra: object = {}) => (
    <form.Field name={name}>
      {(field) => {
        const message = firstError(field.state.meta.errors);
        return (
          <Field label={label} invalid={Boolean(message)} errorText={message}>
            <Input
              value={field.state.value}
              onChange={(e) => field.handleChange(e.target.value)}
              {...extra}
            />
          </Field>
        );
      }}
    </form.Field>
  );
  const image = (name: 'image_url' | 'explanation_image', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <ImageField
          label={label}
          value={field.state.value}
          onChange={(url) => field.handleChange(url)}
          error={firstError(field.state.meta.errors)}
        />
      )}
    </form.Field>
  );

  return (
    <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '1fr auto' } })}>
      <form
        ref={formRef}
        noValidate
        aria-label={t.formName}
        className={css({ display: 'grid', gap: '4', alignContent: 'start' })}
        onSubmit={(e) => {
          e.preventDefault();
          form.handleSubmit();
        }}
      >
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <form.Field name="type">
            {(field) => (
              <Field label={t.type}>
                <select
                  aria-label={t.type}
                  className={select}
                  value={field.state.value}
                  onChange={(e) => {
                    const type = e.target.value as EditorValues['type'];
                    field.handleChange(type);
                    form.setFieldValue('choices', choicesForType(type, form.getFieldValue('choices')));
                  }}
                >
                  {EXAM_BANK_TYPES.map((ty) => (
                    <option key={ty} value={ty}>
                      {s.types[ty]}
                    </option>
                  ))}
                </select>
              </Field>
            )}
          </form.Field>
          <form.Field name="course_id">
            {(field) => (
              <CourseField
                label={t.course}
                courses={tags?.courses}
                value={field.state.value}
                onChange={field.handleChange}
                error={firstError(field.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.Field name="difficulty">
            {(field) => (
              <Field label={t.difficulty}>
                <select
                  aria-label={t.difficulty}
                  className={select}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value as EditorValues['difficulty'])}
                >
                  <option value="">{t.none}</option>
                  {EXAM_BANK_DIFFICULTIES.map((d) => (
                    <option key={d} value={d}>
                      {s.difficulties[d]}
                    </option>
                  ))}
                </select>
              </Field>
            )}
          </form.Field>
        </div>
        {text('text', t.text)}
        {image('image_url', t.image)}
        <form.Subscribe selector={(st) => st.values.type}>
          {(type) =>
            type === 'essay' ? null : (
              <form.Field name="choices">
                {(field) => (
                  <ChoicesEditor
                    name="choices"
                    value={field.state.value}
                    onChange={(next) => field.handleChange(next)}
                    fixedTexts={type === 'truefalse'}
                    error={firstError(field.state.meta.errors)}
                  />
                )}
              </form.Field>
            )
          }
        </form.Subscribe>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          {line('marks', t.marks, { inputMode: 'decimal', dir: 'ltr' })}
          {line('chapter', t.chapter, { list: 'bank-chapters' })}
          {line('lesson', t.lesson, { list: 'bank-lessons' })}
        </div>
        <datalist id="bank-chapters">
          {(tags?.chapters ?? []).map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <datalist id="bank-lessons">
          {[...new Set((tags?.lessons ?? []).map((l) => l.lesson))].map((l) => (
            <option key={l} value={l} />
          ))}
        </datalist>
        <form.Field name="allow_image_answer">
          {(field) => (
            <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <input
                type="checkbox"
                checked={field.state.value}
                onChange={(e) => field.handleChange(e.target.checked)}
              />
              {t.allowImage}
            </label>
          )}
        </form.Field>
        {text('explanation_text', t.explanationText)}
        {image('explanation_image', t.explanationImage)}
        {failed ? <Notice tone="danger">{t.failed}</Notice> : null}
        <div className={css({ display: 'flex', gap: '2' })}>
          <Button type="submit" loading={save.isPending}>
            {t.save}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t.cancel}
          </Button>
        </div>
      </form>
      <form.Subscribe selector={(st) => st.values}>
        {(values) => preview(studentQuestionOf(values))}
      </form.Subscribe>
    </div>
  );
}
