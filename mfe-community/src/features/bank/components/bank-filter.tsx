import { Button, Field, Input } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import type { BankFilter as Filter } from '../api/get-directory';
import { parseFilterNumber } from '../hooks/use-bank-filter';

const t = messages.bank;
// Each number field takes a share of the row, never less than its label (sizes tokens only: the
// former width '36' is no token and came out 36 px, the two labels running together).
const fieldClass = css({ flex: '1 1 9rem', minInlineSize: '9rem', maxInlineSize: '48' });

/** Page number and question number (spec 3 §5 'Bank filter'): either may be empty, each ≥ 1. */
export function BankFilter({ value, onChange }: { value: Filter; onChange: (next: Filter) => void }) {
  const [page, setPage] = useState(value.page_number ? String(value.page_number) : '');
  const [question, setQuestion] = useState(value.question_number ? String(value.question_number) : '');
  const [touched, setTouched] = useState(false);
  const pageNumber = parseFilterNumber(page);
  const questionNumber = parseFilterNumber(question);
  const pageBad = Number.isNaN(pageNumber);
  const questionBad = Number.isNaN(questionNumber);
  return (
    <form
      aria-label={t.filter}
      noValidate
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end', rowGap: '2' })}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (pageBad || questionBad) return;
        onChange({ page_number: pageNumber, question_number: questionNumber });
      }}
    >
      <Field label={t.pageNumber} invalid={touched && pageBad} errorText={t.minOne} className={fieldClass}>
        <Input inputMode="numeric" dir="ltr" value={page} onChange={(e) => setPage(e.target.value)} />
      </Field>
      <Field
        label={t.questionNumber}
        invalid={touched && questionBad}
        errorText={t.minOne}
        className={fieldClass}
      >
        <Input inputMode="numeric" dir="ltr" value={question} onChange={(e) => setQuestion(e.target.value)} />
      </Field>
      <Button type="submit">{t.apply}</Button>
      {value.page_number || value.question_number ? (
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setPage('');
            setQuestion('');
            setTouched(false);
            onChange({});
          }}
        >
          {t.clear}
        </Button>
      ) : null}
    </form>
  );
}
