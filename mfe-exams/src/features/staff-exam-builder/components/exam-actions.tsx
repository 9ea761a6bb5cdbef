import { Link } from '@app/router';
import { fieldErrorsOf, type StaffExam } from '@app/shared-contracts';
import { Button, ConfirmDialog, Field, Input } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useCloseExam } from '../api/close-exam';
import { useExtendExam } from '../api/extend-exam';
import { usePublishExam } from '../api/publish-exam';
import { localInput } from './settings-values';

const t = messages.staffExams.actions;

/** The first Arabic reason of a refused write (422 errors by field), or null. */
const reasonOf = (error: unknown) => Object.values(fieldErrorsOf(error) ?? {})[0] ?? null;

/** Publish (a draft), close now and extend for everyone (published), each confirmed; links to results. */
export function ExamActions({ exam }: { exam: StaffExam }) {
  const publish = usePublishExam(exam.id);
  const close = useCloseExam(exam.id);
  const extend = useExtendExam(exam.id);
  const [endsAt, setEndsAt] = useState(localInput(exam.ends_at));
  const reason = reasonOf(publish.error) ?? reasonOf(close.error) ?? reasonOf(extend.error);
  const swallow = (p: Promise<unknown>) => p.then(() => undefined).catch(() => undefined);

  return (
    <section aria-label={t.publish} className={css({ display: 'grid', gap: '3' })}>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}>
        {exam.status === 'draft' ? (
          <ConfirmDialog
            trigger={<Button>{t.publish}</Button>}
            title={t.publish}
            message={t.publishConfirm}
            confirmLabel={t.publish}
            onConfirm={() => swallow(publish.mutateAsync())}
          />
        ) : null}
        {exam.status === 'published' ? (
          <>
            <ConfirmDialog
              trigger={<Button variant="outline">{t.close}</Button>}
              title={t.close}
              message={t.closeConfirm}
              confirmLabel={t.close}
              danger
              onConfirm={() => swallow(close.mutateAsync())}
            />
            <Field label={t.extendTo}>
              <Input
                name="extend_to"
                type="datetime-local"
                dir="ltr"
                value={endsAt}
                onChange={(e) => setEndsAt(e.target.value)}
              />
            </Field>
            <ConfirmDialog
              trigger={<Button variant="outline">{t.extend}</Button>}
              title={t.extend}
              message={t.extendConfirm}
              confirmLabel={t.extend}
              onConfirm={() => swallow(extend.mutateAsync(endsAt ? new Date(endsAt).toISOString() : ''))}
            />
          </>
        ) : null}
        {exam.status !== 'draft' ? (
          <>
            <Link to={`/staff/exams/${exam.id}/results`}>{t.results}</Link>
            <Link to={`/staff/exams/${exam.id}/analysis`}>{t.analysis}</Link>
          </>
        ) : null}
      </div>
      {reason ? <Notice tone="danger">{reason}</Notice> : null}
    </section>
  );
}
