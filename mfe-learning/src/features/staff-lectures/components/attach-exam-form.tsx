import type { NamedRef } from '@app/shared-contracts/schemas';
import { Button, Field } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useAttachExam } from '../api/attach-exam';

const t = messages.staffLectures.exam;
const select = css({
  borderWidth: '1px',
  borderRadius: 'l2',
  paddingInline: '2',
  minHeight: '10',
  width: 'full',
});

/** Puts one of the course's exams that is in no lecture at the end of this lecture. */
export function AttachExamForm({ lectureId, exams }: { lectureId: number; exams: NamedRef[] }) {
  const attach = useAttachExam();
  const [chosen, setChosen] = useState('');
  if (exams.length === 0) return <p className={css({ color: 'fg.muted' })}>{t.none}</p>;
  const examId = Number(chosen || exams[0]?.id);
  return (
    <form
      aria-label={t.title}
      className={css({ display: 'grid', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        attach.mutate({ id: lectureId, examId }, { onSuccess: () => setChosen('') });
      }}
    >
      <Field label={t.choose}>
        <select
          name="exam"
          className={select}
          value={String(examId)}
          onChange={(e) => setChosen(e.target.value)}
        >
          {exams.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </select>
      </Field>
      <div>
        <Button type="submit" loading={attach.isPending}>
          {t.submit}
        </Button>
      </div>
      {attach.isError ? <Notice tone="danger">{messages.staffLectures.failed}</Notice> : null}
    </form>
  );
}
