import { Link, useParams } from '@app/router';
import { formatDateTime, useStaffEvents } from '@app/shared-contracts';
import { statusOf } from '@app/shared-contracts/errors';
import { staffPathFor } from '@app/shared-contracts/staff-routes';
import { Badge, Button, EmptyState, ErrorState, Spinner } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { ConfirmDialog, StaffPageHeader } from '@app/ui/staff';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { failureMessage } from '../components/failure-message';
import { useDeleteAnswer } from '../features/staff-questions/api/delete-answer';
import { useStaffQuestion } from '../features/staff-questions/api/get-staff-question';
import { AnswerForm } from '../features/staff-questions/components/answer-form';
import { messages } from '../messages';

const t = messages.staff.questions;

/** /staff/questions/:id: the student's question, its photo, and the answer form. */
export default function QuestionPage() {
  const id = Number(useParams().id);
  const question = useStaffQuestion(id);
  const remove = useDeleteAnswer(id);
  const [sent, setSent] = useState(false);
  useStaffEvents('questions', () => void question.refetch());
  const back = (
    <Link to={staffPathFor('bank-questions')} className={css({ color: 'primary' })}>
      {messages.staff.back}
    </Link>
  );
  if (question.isPending) return <Spinner label={t.number(id)} />;
  if (question.isError)
    return (
      <section>
        {back}
        {statusOf(question.error) === 404 ? (
          <EmptyState title={messages.staff.notFound} />
        ) : (
          <ErrorState message={messages.staff.failed} onRetry={() => void question.refetch()} />
        )}
      </section>
    );
  const q = question.data.data;
  return (
    <section className={css({ display: 'grid', gap: '4' })}>
      {back}
      <StaffPageHeader
        title={t.number(q.id)}
        description={`${q.student.name} · ${q.category.name} · ${t.where(q.page_number, q.question_number)} · ${formatDateTime(q.created_at)}`}
        actions={
          q.answered ? (
            <ConfirmDialog
              trigger={<Button variant="outline">{t.deleteAnswer}</Button>}
              title={t.deleteTitle}
              message={t.deleteMessage}
              confirmLabel={messages.staff.delete}
              danger
              onConfirm={() => remove.mutateAsync().then(() => undefined)}
            />
          ) : null
        }
      />
      <Badge tone={q.answered ? 'success' : 'warning'}>{q.answered ? t.answered : t.waiting}</Badge>
      {q.text ? <p className={css({ whiteSpace: 'pre-wrap' })}>{q.text}</p> : null}
      {q.image_url ? (
        <img
          src={q.image_url}
          alt={t.questionImage}
          className={css({ maxWidth: 'full', maxHeight: '24rem' })}
        />
      ) : null}
      {remove.isError ? (
        <Notice tone="danger">{failureMessage(remove.error, messages.staff.failed)}</Notice>
      ) : null}
      {/* A new form per answer state: an edit starts from what is stored now. */}
      {sent ? <Notice tone="success">{t.sent}</Notice> : null}
      <AnswerForm key={`${q.answered}-${q.answered_at}`} question={q} onSent={() => setSent(true)} />
    </section>
  );
}
