import { pluralAr, type StaffExamAnalysisQuestion } from '@app/shared-contracts';
import { Button, Dialog } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useCorrectKey } from '../api/correct-key';

const t = messages.staffMarking.key;

/**
 * A corrected answer key for one question: the choices now right, then the answer of how many
 * results changed (every submitted paper is re-marked by the api).
 */
export function KeyDialog({
  examId,
  question,
  number,
}: {
  examId: number;
  question: StaffExamAnalysisQuestion;
  number: number;
}) {
  const [open, setOpen] = useState(false);
  const initial = () => question.choices.filter((c) => c.correct).map((c) => c.id);
  const [picked, setPicked] = useState<number[]>(initial);
  const [done, setDone] = useState<string | null>(null);
  const [empty, setEmpty] = useState(false);
  const save = useCorrectKey(examId);
  const toggle = (id: number) =>
    setPicked((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  const submit = async () => {
    if (!picked.length) return setEmpty(true);
    setEmpty(false);
    try {
      const answer = await save.mutateAsync({
        questionId: question.id,
        body: { correct_answer_ids: picked },
      });
      setDone(pluralAr(answer.changed, t.changed));
    } catch {
      setDone(null);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setPicked(initial());
          setDone(null);
          save.reset();
        }
      }}
      trigger={
        <Button variant="outline" size="sm">
          {messages.staffMarking.analysis.correctKeyOf(number)}
        </Button>
      }
      title={t.title(number)}
    >
      <div className={css({ display: 'grid', gap: '3' })}>
        <p>{t.hint}</p>
        <fieldset className={css({ display: 'grid', gap: '2' })}>
          <legend className={css({ fontWeight: 'bold', marginBlockEnd: '2' })}>{t.choices}</legend>
          {question.choices.map((c) => (
            <label key={c.id} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <input type="checkbox" checked={picked.includes(c.id)} onChange={() => toggle(c.id)} />
              <span>
                {c.text} {t.chosen(c.chosen)}
              </span>
            </label>
          ))}
        </fieldset>
        {empty ? <Notice tone="danger">{t.pickOne}</Notice> : null}
        {save.isError ? <Notice tone="danger">{t.failed}</Notice> : null}
        {done ? <Notice tone="success">{done}</Notice> : null}
        <div className={css({ display: 'flex', gap: '2' })}>
          <Button onClick={submit} loading={save.isPending}>
            {t.save}
          </Button>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t.cancel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
