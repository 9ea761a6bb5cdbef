import type { Question } from '@app/shared-contracts';
import { Field, ImageViewer, RadioGroup, Textarea } from '@app/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { seededShuffle } from '../hooks/shuffle';

const t = messages.session;
export const ESSAY_PAUSE_MS = 1000;

export interface LocalAnswer {
  chosen_answer?: number | null;
  answer_text?: string | null;
  /** the stored image's address (from the server) */
  answer_image?: string | null;
  /** an image still in the answer queue (shown from the device until it is sent) */
  image_blob?: Blob | null;
}

export interface QuestionViewProps {
  question: Question;
  index: number;
  count: number;
  answer: LocalAnswer | undefined;
  shuffleSeed: string | null;
  onAnswer: (answer: LocalAnswer) => void;
  /** essay text as it is typed (the session saves it after a pause, and before leaving) */
  onText?: (text: string) => void;
  /** the image answer, when the exam takes them */
  imageSlot?: ReactNode;
}

/** One question: choices (shuffled when asked), true/false, or an essay (saved by the session). */
export function QuestionView({
  question,
  index,
  count,
  answer,
  shuffleSeed,
  onAnswer,
  onText,
  imageSlot,
}: QuestionViewProps) {
  const choices = useMemo(
    () =>
      shuffleSeed && question.type === 'choices'
        ? seededShuffle(question.answers, `${shuffleSeed}:${question.id}`)
        : question.answers,
    [question, shuffleSeed],
  );
  const [text, setText] = useState(answer?.answer_text ?? '');
  // After a reload the text waiting in the device's queue arrives after the first render: take it
  // into an empty box (never over what the student is typing).
  const restored = answer?.answer_text ?? '';
  useEffect(() => setText((typed) => (typed === '' ? restored : typed)), [restored]);

  return (
    <section
      aria-labelledby={`q-${question.id}`}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t.question(index + 1, count)}</p>
      <h2
        id={`q-${question.id}`}
        className={css({ fontSize: 'lg', fontWeight: 'bold', whiteSpace: 'pre-wrap' })}
      >
        {question.text}
      </h2>
      {question.image_url ? <ImageViewer src={question.image_url} alt={t.questionImage(index + 1)} /> : null}
      {question.type === 'essay' ? (
        <Field label={t.essayLabel}>
          <Textarea
            rows={6}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              onText?.(e.target.value);
            }}
          />
        </Field>
      ) : (
        <RadioGroup
          label={t.choicesLabel}
          name={`question-${question.id}`}
          value={answer?.chosen_answer != null ? String(answer.chosen_answer) : null}
          items={choices.map((c, i) => ({
            value: String(c.id),
            label: <ChoiceLabel choice={c} n={i + 1} />,
          }))}
          onValueChange={(v) => {
            // Tapping the chosen answer again does nothing.
            if (Number(v) !== answer?.chosen_answer) onAnswer({ chosen_answer: Number(v) });
          }}
        />
      )}
      {imageSlot}
    </section>
  );
}

/** A choice's text and, when it has one, its picture (inside the radio's label: no zoom button). */
function ChoiceLabel({ choice, n }: { choice: Question['answers'][number]; n: number }) {
  if (!choice.image_url) return <>{choice.text ?? ''}</>;
  return (
    <span className={css({ display: 'inline-grid', gap: '1' })}>
      {choice.text ? <span>{choice.text}</span> : null}
      <img
        src={choice.image_url}
        alt={t.choiceImage(choice.text ?? String(n))}
        loading="lazy"
        className={css({ maxHeight: '40', maxWidth: 'full', width: 'auto', borderRadius: 'l1' })}
      />
    </span>
  );
}
