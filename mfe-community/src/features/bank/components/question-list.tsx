import type { BankQuestion } from '@app/shared-contracts';
import { Badge, Button } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { QuestionRow } from './question-row';
import { QuestionDialog } from './question-view';

const t = messages.bank;

/** A folder's questions with 'load more' and the detail dialog. */
export function QuestionList({
  questions,
  hasMore,
  loadingMore,
  onLoadMore,
  folderPath,
}: {
  questions: BankQuestion[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The folder's whole path, shown in the detail dialog. */
  folderPath?: string | undefined;
}) {
  const [open, setOpen] = useState<BankQuestion | null>(null);
  return (
    <section
      aria-labelledby="bank-questions"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 id="bank-questions" className={css({ textStyle: 'h4' })}>
        {t.questions}
      </h2>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {questions.map((q) => (
          <QuestionRow
            key={q.id}
            question={q}
            meta={
              <>
                {/* A search from the root lists several folders: say which one. */}
                {folderPath ? null : `${q.category.name} · `}
                {t.where(q.page_number, q.question_number)}
                {q.answered ? <Badge tone="success">{t.answered}</Badge> : null}
                {q.answer_pdf ? <Badge tone="warning">{t.pdf}</Badge> : null}
              </>
            }
            action={
              <Button
                size="sm"
                variant="outline"
                aria-label={t.showQuestion(q.page_number, q.question_number)}
                onClick={() => setOpen(q)}
              >
                {t.show}
              </Button>
            }
          />
        ))}
      </ul>
      {hasMore ? (
        <Button variant="outline" loading={loadingMore} onClick={onLoadMore}>
          {t.loadMore}
        </Button>
      ) : null}
      <QuestionDialog question={open} path={folderPath} onClose={() => setOpen(null)} />
    </section>
  );
}
