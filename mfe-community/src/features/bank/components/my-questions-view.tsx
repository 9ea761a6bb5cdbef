import type { BankQuestion } from '@app/shared-contracts';
import { bankMessages } from '@app/shared-contracts/errors';
import { Badge, Button, Dialog, EmptyState, ErrorState } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { lazy, Suspense, useState } from 'react';
import { css } from '#styled-system/css';
import { ListLoading } from '../../../components/loading';
import { messages } from '../../../messages';
import { useMyQuestions } from '../api/get-my-questions';
import { useCategoryPaths } from '../hooks/use-category-paths';
import { QuestionRow } from './question-row';
import { QuestionDialog } from './question-view';

// The form (TanStack Form and the contract's zod schemas) loads when the dialog opens, or when the
// student points at its button: evaluating it with the list was a long task on every visit.
const loadForm = () => import('./create-question-form');
const CreateQuestionForm = lazy(() => loadForm().then((m) => ({ default: m.CreateQuestionForm })));

const t = messages.myQuestions;
const b = messages.bank;

/** The student's questions with their state, the answer dialog and the create dialog (spec 3 §2.9). */
export function MyQuestionsView() {
  const mine = useMyQuestions();
  const pathOf = useCategoryPaths();
  const [open, setOpen] = useState<BankQuestion | null>(null);
  const [creating, setCreating] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <h1 id="my-questions-title" className={css({ textStyle: 'h2' })}>
          {t.title}
        </h1>
        <Dialog
          open={creating}
          onOpenChange={setCreating}
          title={t.createTitle}
          closeLabel={b.close}
          trigger={
            <Button onClick={() => setSent(null)} onPointerEnter={loadForm} onFocus={loadForm}>
              {t.ask}
            </Button>
          }
        >
          <Suspense fallback={<ListLoading rows={3} rowHeight="3rem" />}>
            <CreateQuestionForm
              onDone={(message) => {
                setCreating(false);
                setSent(message);
              }}
            />
          </Suspense>
        </Dialog>
      </div>
      {sent ? <Notice tone="success">{sent}</Notice> : null}
      {mine.isPending ? (
        <ListLoading />
      ) : mine.isError ? (
        <ErrorState
          message={bankMessages.fallback}
          onRetry={() => void mine.refetch()}
          retrying={mine.isFetching}
        />
      ) : mine.data.data.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <ul aria-label={t.title} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {mine.data.data.map((q) => (
            <QuestionRow
              key={q.id}
              question={q}
              meta={
                <>
                  <Badge tone={q.answered ? 'success' : 'warning'}>
                    {q.answered ? b.answered : b.awaiting}
                  </Badge>
                  {q.answer_pdf ? <Badge tone="warning">{b.pdf}</Badge> : null}
                  {pathOf(q.category)} · {b.where(q.page_number, q.question_number)}
                </>
              }
              action={
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!q.answered}
                  aria-label={t.viewAnswerOf(q.id)}
                  onClick={() => setOpen(q)}
                >
                  {t.viewAnswer}
                </Button>
              }
            />
          ))}
        </ul>
      )}
      <QuestionDialog
        question={open}
        path={open ? pathOf(open.category) : undefined}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
