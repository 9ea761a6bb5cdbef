import { type BankQuestion, truncate } from '@app/shared-contracts';
import { Badge, Button } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { QuestionDialog } from './question-view';

const t = messages.bank;

/** A folder's questions with 'load more' and the detail dialog. */
export function QuestionList({
  questions,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  questions: BankQuestion[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
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
          <li
            key={q.id}
            className={css({
              display: 'flex',
              gap: '3',
              alignItems: 'center',
              padding: '3',
              borderRadius: 'md',
              borderWidth: '1px',
              borderColor: 'border',
              bg: 'bg.surface',
            })}
          >
            <div className={css({ flex: '1', minWidth: 0 })}>
              <p
                className={css({
                  textStyle: 'small',
                  color: 'fg.muted',
                  display: 'flex',
                  gap: '2',
                  alignItems: 'center',
                })}
              >
                {t.where(q.page_number, q.question_number)}
                {q.answered ? <Badge tone="success">{t.answered}</Badge> : null}
              </p>
              <p className={css({ overflowWrap: 'anywhere' })}>{truncate(q.text ?? t.questionImage, 120)}</p>
            </div>
            <Button
              size="sm"
              variant="outline"
              aria-label={t.showQuestion(q.page_number, q.question_number)}
              onClick={() => setOpen(q)}
            >
              {t.show}
            </Button>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Button variant="outline" loading={loadingMore} onClick={onLoadMore}>
          {t.loadMore}
        </Button>
      ) : null}
      <QuestionDialog question={open} onClose={() => setOpen(null)} />
    </section>
  );
}
