import { fieldErrorsOf, type StaffExam, type StaffExamBankQuestion } from '@app/shared-contracts';
import { Badge, Button, Field, Input } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useExamBankQuestions } from '../api/get-exam-bank-questions';
import { useSetExamQuestions } from '../api/set-exam-questions';
import { type DrawRule, DrawRules } from './draw-rules';

const t = messages.staffExams.picker;
const list = css({ display: 'grid', gap: '2', listStyle: 'none', padding: '0' });
const item = css({
  display: 'flex',
  gap: '3',
  alignItems: 'center',
  justifyContent: 'space-between',
  borderWidth: '1px',
  borderRadius: 'l2',
  padding: '2',
});
const select = css({ borderWidth: '1px', borderRadius: 'l2', paddingInline: '2', height: '10' });

function QuestionLine({ q }: { q: StaffExamBankQuestion }) {
  return (
    <span className={css({ display: 'grid', gap: '1' })}>
      <span>{q.text}</span>
      <span
        className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', fontSize: 'sm', color: 'fg.muted' })}
      >
        <Badge>{t.types[q.type]}</Badge>
        {q.chapter ? <span>{q.chapter}</span> : null}
        {q.lesson ? <span>{q.lesson}</span> : null}
        {q.difficulty ? <span>{t.difficulties[q.difficulty]}</span> : null}
        <span>{t.marks(q.marks)}</span>
      </span>
    </span>
  );
}

/**
 * A draft's questions: bank questions chosen one by one (filtered by text and tags) and draws of
 * N per tag for each student. Saved together (PUT /staff/exams/{examId}/questions).
 */
export function QuestionPicker({ exam }: { exam: StaffExam }) {
  const [picks, setPicks] = useState<StaffExamBankQuestion[]>(exam.picks);
  const [rules, setRules] = useState<DrawRule[]>(
    exam.draw_rules.map((r) => ({
      count: String(r.count),
      chapter: r.chapter ?? '',
      lesson: r.lesson ?? '',
      difficulty: r.difficulty ?? '',
    })),
  );
  const [filter, setFilter] = useState({ q: '', chapter: '', difficulty: '' });
  const bank = useExamBankQuestions(exam.id, {
    q: filter.q || undefined,
    chapter: filter.chapter || undefined,
    difficulty: (filter.difficulty || undefined) as StaffExamBankQuestion['difficulty'] & string,
    per_page: 20,
  });
  const save = useSetExamQuestions(exam.id);
  const [saved, setSaved] = useState(false);
  const errors = fieldErrorsOf(save.error);
  const chosen = new Set(picks.map((p) => p.id));

  const submit = async () => {
    setSaved(false);
    await save.mutateAsync({
      picks: picks.map((p) => p.id),
      draw_rules: rules.map((r) => ({
        count: r.count,
        chapter: r.chapter.trim() || null,
        lesson: r.lesson.trim() || null,
        difficulty: r.difficulty || null,
      })) as never,
    });
    setSaved(true);
  };

  return (
    <section aria-labelledby="exam-questions" className={css({ display: 'grid', gap: '4' })}>
      <h2 id="exam-questions" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t.title}
      </h2>
      <h3 className={css({ fontWeight: 'bold' })}>{t.chosen}</h3>
      {picks.length === 0 ? <p>{t.noneChosen}</p> : null}
      <ol className={list} aria-label={t.chosen}>
        {picks.map((q) => (
          <li key={q.id} className={item}>
            <QuestionLine q={q} />
            <Button
              variant="ghost"
              aria-label={t.remove(q.text)}
              onClick={() => setPicks(picks.filter((p) => p.id !== q.id))}
            >
              ✕
            </Button>
          </li>
        ))}
      </ol>
      <h3 className={css({ fontWeight: 'bold' })}>{t.bank}</h3>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Field label={t.search}>
          <Input
            name="q"
            type="search"
            value={filter.q}
            onChange={(e) => setFilter({ ...filter, q: e.target.value })}
          />
        </Field>
        <Field label={t.chapter}>
          <Input
            name="chapter"
            value={filter.chapter}
            onChange={(e) => setFilter({ ...filter, chapter: e.target.value })}
          />
        </Field>
        <Field label={t.difficulty}>
          <select
            name="difficulty"
            aria-label={t.difficulty}
            className={select}
            value={filter.difficulty}
            onChange={(e) => setFilter({ ...filter, difficulty: e.target.value })}
          >
            <option value="">{t.anyDifficulty}</option>
            <option value="easy">{t.difficulties.easy}</option>
            <option value="medium">{t.difficulties.medium}</option>
            <option value="hard">{t.difficulties.hard}</option>
          </select>
        </Field>
      </div>
      {bank.data && bank.data.items.length === 0 ? <p>{t.empty}</p> : null}
      <ul className={list} aria-label={t.bank} aria-busy={bank.isFetching}>
        {bank.data?.items.map((q) => (
          <li key={q.id} className={item}>
            <QuestionLine q={q} />
            {chosen.has(q.id) ? (
              <Badge tone="success">{t.added}</Badge>
            ) : (
              <Button variant="outline" aria-label={t.add(q.text)} onClick={() => setPicks([...picks, q])}>
                +
              </Button>
            )}
          </li>
        ))}
      </ul>
      <DrawRules
        rules={rules}
        onChange={setRules}
        pools={exam.draw_rules.map((r) => r.pool)}
        errors={errors}
      />
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <Button onClick={() => void submit().catch(() => undefined)} loading={save.isPending}>
          {t.save}
        </Button>
        <span>{t.perStudent(picks.length + rules.reduce((n, r) => n + (Number(r.count) || 0), 0))}</span>
      </div>
      {saved ? <Notice tone="success">{t.saved}</Notice> : null}
      {errors ? <Notice tone="danger">{Object.values(errors)[0]}</Notice> : null}
    </section>
  );
}
