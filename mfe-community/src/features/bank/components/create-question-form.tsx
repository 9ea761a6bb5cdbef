import { bankQuestionCreateMessages, profileMessages } from '@app/shared-contracts/errors';
import { Button, Field, FilePicker, Input, Select, Textarea } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { failureMessage } from '../../../components/failure-message';
import { messages } from '../../../messages';
import { useCreateBankQuestion } from '../api/create-bank-question';
import { useBankCategories } from '../api/get-bank-categories';
import { parseFilterNumber } from '../hooks/use-bank-filter';
import { treeOrder } from './category-tree';

const t = messages.myQuestions;
const b = messages.bank;

/**
 * A new bank question (spec 3 §5): text or image, page number ≥ 1, question number ≥ 1
 * (Arabic-Indic digits read) and a category of the bank; a 422 shows its first field message.
 */
export function CreateQuestionForm({ onDone }: { onDone: (message: string) => void }) {
  const categories = useBankCategories();
  const create = useCreateBankQuestion();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [page, setPage] = useState('');
  const [number, setNumber] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [notImage, setNotImage] = useState(false);
  const pageNumber = parseFilterNumber(page);
  const questionNumber = parseFilterNumber(number);
  const errors = {
    content: !text.trim() && !image ? t.textOrImage : null,
    page: pageNumber === undefined || Number.isNaN(pageNumber) ? b.minOne : null,
    number: questionNumber === undefined || Number.isNaN(questionNumber) ? b.minOne : null,
    category: category ? null : t.chooseCategoryError,
  };
  const valid = !Object.values(errors).some(Boolean);
  const show = (e: string | null) => (touched ? e : null);
  // The tree top to bottom, each folder by its whole path: three chapters share one name.
  const items = treeOrder(categories.data?.data ?? []).map((e) => ({
    value: String(e.category.id),
    label: e.path,
  }));

  return (
    <form
      aria-label={t.createTitle}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!valid || !category) return;
        create.mutate(
          {
            text,
            image,
            page_number: Number(pageNumber),
            question_number: Number(questionNumber),
            bank_question_category_id: Number(category),
          },
          { onSuccess: () => onDone(bankQuestionCreateMessages.success) },
        );
      }}
    >
      <Field label={t.text} invalid={Boolean(show(errors.content))} errorText={errors.content}>
        <Textarea value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <Field label={t.image} invalid={notImage} errorText={profileMessages.avatarNotImage}>
        <FilePicker
          accept="image/*"
          fileName={image?.name ?? null}
          onFile={(picked) => {
            const ok = picked?.type.startsWith('image/') ? picked : null;
            setNotImage(Boolean(picked) && !ok);
            setImage(ok);
          }}
        />
      </Field>
      <div className={css({ display: 'flex', gap: '3' })}>
        <Field label={b.pageNumber} required invalid={Boolean(show(errors.page))} errorText={errors.page}>
          <Input inputMode="numeric" dir="ltr" value={page} onChange={(e) => setPage(e.target.value)} />
        </Field>
        <Field
          label={b.questionNumber}
          required
          invalid={Boolean(show(errors.number))}
          errorText={errors.number}
        >
          <Input inputMode="numeric" dir="ltr" value={number} onChange={(e) => setNumber(e.target.value)} />
        </Field>
      </div>
      <Select
        label={t.category}
        placeholder={t.chooseCategory}
        items={items}
        value={category}
        onValueChange={setCategory}
        required
        invalid={Boolean(show(errors.category))}
      />
      {show(errors.category) ? <Notice tone="danger">{errors.category}</Notice> : null}
      {create.isError ? (
        <Notice tone="danger">{failureMessage(create.error, bankQuestionCreateMessages.fallback)}</Notice>
      ) : null}
      <Button type="submit" loading={create.isPending}>
        {t.send}
      </Button>
    </form>
  );
}
