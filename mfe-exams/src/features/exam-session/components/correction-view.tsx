import type { AnswerAttempt, Question } from '@app/shared-contracts';
import { ImageViewer } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.correction;

function answerText(q: Question, a: AnswerAttempt | undefined): string {
  if (!a) return t.noAnswer;
  if (q.type === 'essay') return a.answer_text ?? t.noAnswer;
  const i = q.answers.findIndex((c) => c.id === a.answer_id);
  return i < 0 ? t.noAnswer : choiceName(q, i);
}

/** A choice's text, or its number when it is a picture alone. */
const choiceName = (q: Question, i: number) => q.answers[i]?.text ?? t.choiceNumber(i + 1);

const markClass = {
  right: css({ color: 'success.text', fontWeight: 'bold' }),
  wrong: css({ color: 'danger.text', fontWeight: 'bold' }),
};

/** The choices with the right one marked, and the student's own choice marked right or wrong. */
function Choices({ question, chosen }: { question: Question; chosen: number | null }) {
  return (
    <ul aria-label={t.choices} className={css({ listStyle: 'none', padding: 0 })}>
      {question.answers.map((c, i) => {
        const mine = c.id === chosen;
        const mark = mine ? (c.correct ? t.yourRight : t.yourWrong) : c.correct ? t.rightAnswer : null;
        const tone = c.correct ? 'right' : mine ? 'wrong' : null;
        return (
          <li key={c.id} data-mark={tone ?? undefined} className={tone ? markClass[tone] : undefined}>
            <span aria-hidden="true">{c.correct ? '✓ ' : mine ? '✗ ' : '• '}</span>
            {c.text}
            {c.image_url ? (
              <img
                src={c.image_url}
                alt={messages.session.choiceImage(c.text ?? String(i + 1))}
                loading="lazy"
                className={css({ display: 'block', maxHeight: '32', width: 'auto' })}
              />
            ) : null}
            {mark ? ` — ${mark}` : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Every question with the student's answer, the right one, the marks and the explanation. */
export function CorrectionView({
  questions,
  attempts,
}: {
  questions: Question[];
  attempts: AnswerAttempt[];
}) {
  const byQuestion = new Map(attempts.map((a) => [a.question_id, a]));
  return (
    <section
      aria-labelledby="correction-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <h2 id="correction-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        {t.title}
      </h2>
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '4', paddingInlineStart: '5' })}>
        {questions.map((q) => {
          const a = byQuestion.get(q.id);
          const right = q.answers.flatMap((c, i) => (c.correct ? [choiceName(q, i)] : []));
          return (
            <li
              key={q.id}
              className={css({ borderBottomWidth: '1px', borderColor: 'border', paddingBlockEnd: '3' })}
            >
              <p className={css({ fontWeight: 'bold', whiteSpace: 'pre-wrap' })}>{q.text}</p>
              <p data-correct={a?.correct === null ? 'pending' : String(a?.correct ?? false)}>
                {t.yourAnswer}: {answerText(q, a)}
              </p>
              {q.type !== 'essay' ? <Choices question={q} chosen={a?.answer_id ?? null} /> : null}
              {right.length ? (
                <p className={css({ color: 'success.text' })}>
                  {t.rightAnswer}: {right.join(t.answersSeparator)}
                </p>
              ) : null}
              <p className={css({ color: 'fg.muted' })}>
                {t.marks(a?.correction_mark ?? (a ? null : 0), a?.question_mark ?? 0)}
              </p>
              {a?.marker_comment ? (
                <p
                  className={css({
                    whiteSpace: 'pre-wrap',
                    borderInlineStartWidth: '3px',
                    borderColor: 'primary.solid',
                    paddingInlineStart: '2',
                  })}
                >
                  {t.teacherComment}: {a.marker_comment}
                </p>
              ) : null}
              {q.answer_explain_text ? (
                <p>
                  {t.explanation}: {q.answer_explain_text}
                </p>
              ) : null}
              {q.answer_explain_image ? (
                <ImageViewer src={q.answer_explain_image} alt={t.explanation} />
              ) : null}
              {q.answer_explain_audio ? (
                // biome-ignore lint/a11y/useMediaCaption: a teacher's spoken explanation has no caption track
                <audio controls src={q.answer_explain_audio} />
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
