import { examDetailsQuerySchema } from '@app/shared-contracts/schemas';
import { Button, Field, firstError, Input, validateWith } from '@app/ui';
import { useForm, useStore } from '@tanstack/react-form';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { readLastCode, writeLastCode } from '../hooks/last-exam-code';

const t = messages.entry;

/**
 * The exam code field, checked as typed by the contract's examDetailsQuerySchema (Arabic-Indic
 * digits read, spaces dropped): the button stays disabled while it fails; the last code is kept 180 min.
 */
export function ExamCodeForm({ onCode }: { onCode: (code: string) => void }) {
  const form = useForm({
    defaultValues: { exam_code: readLastCode() },
    validators: { onChange: validateWith(examDetailsQuerySchema) },
    onSubmit: ({ value }) => {
      const clean = examDetailsQuerySchema.parse(value).exam_code.toUpperCase();
      writeLastCode(clean);
      onCode(clean);
    },
  });
  const valid = useStore(form.store, (s) => examDetailsQuerySchema.safeParse(s.values).success);
  return (
    <form
      noValidate
      className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}
      onSubmit={(e) => {
        e.preventDefault();
        form.handleSubmit();
      }}
    >
      <form.Field name="exam_code">
        {(field) => {
          // an empty field only keeps the button off; a code too long says so
          const message = field.state.value.trim() ? firstError(field.state.meta.errors) : undefined;
          return (
            <Field
              label={t.codeLabel}
              invalid={Boolean(message)}
              errorText={message}
              className={css({ flex: 1 })}
            >
              <Input
                dir="ltr"
                autoComplete="off"
                name="exam_code"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
              />
            </Field>
          );
        }}
      </form.Field>
      <Button type="submit" disabled={!valid}>
        {t.find}
      </Button>
    </form>
  );
}
