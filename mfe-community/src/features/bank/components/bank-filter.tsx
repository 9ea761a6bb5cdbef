import { Button, Field, Input } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import type { BankFilter as Filter } from '../api/get-directory';
import { cleanSearch, parseFilterNumber, SEARCH_MAX } from '../hooks/use-bank-filter';

const t = messages.bank;
// Each field takes a share of the row, never less than its label (sizes tokens only: the former
// width '36' is no token and came out 36 px, the two labels running together).
const fieldClass = css({ flex: '1 1 9rem', minInlineSize: '9rem', maxInlineSize: '48' });
const searchClass = css({ flex: '1 1 100%' });

/**
 * Words in the question text, and page and question number (spec 3 §5 'Bank filter': either may
 * be empty, each ≥ 1); the numbers only inside a folder (`numbers`), the root has no pages.
 */
export function BankFilter({
  value,
  onChange,
  numbers = true,
}: {
  value: Filter;
  onChange: (next: Filter) => void;
  numbers?: boolean;
}) {
  const [search, setSearch] = useState(value.search ?? '');
  const [page, setPage] = useState(value.page_number ? String(value.page_number) : '');
  const [question, setQuestion] = useState(value.question_number ? String(value.question_number) : '');
  const [touched, setTouched] = useState(false);
  const pageNumber = numbers ? parseFilterNumber(page) : undefined;
  const questionNumber = numbers ? parseFilterNumber(question) : undefined;
  const pageBad = Number.isNaN(pageNumber);
  const questionBad = Number.isNaN(questionNumber);
  return (
    <form
      aria-label={t.filter}
      noValidate
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', rowGap: '2', alignItems: 'flex-end' })}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (pageBad || questionBad) return;
        onChange({ search: cleanSearch(search), page_number: pageNumber, question_number: questionNumber });
      }}
    >
      <Field label={t.search} className={searchClass}>
        <Input
          type="search"
          maxLength={SEARCH_MAX}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </Field>
      {numbers ? (
        <>
          <Field
            label={t.pageNumber}
            invalid={touched && pageBad}
            errorText={t.minOne}
            className={fieldClass}
          >
            <Input inputMode="numeric" dir="ltr" value={page} onChange={(e) => setPage(e.target.value)} />
          </Field>
          <Field
            label={t.questionNumber}
            invalid={touched && questionBad}
            errorText={t.minOne}
            className={fieldClass}
          >
            <Input
              inputMode="numeric"
              dir="ltr"
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
            />
          </Field>
        </>
      ) : null}
      <Button type="submit">{t.apply}</Button>
      {value.search || value.page_number || value.question_number ? (
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setSearch('');
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
