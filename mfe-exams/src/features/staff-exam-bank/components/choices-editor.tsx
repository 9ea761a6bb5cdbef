import { EXAM_BANK_LIMITS } from '@app/shared-contracts/schemas';
import { Button, Input } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import type { EditorValues } from './editor-values';
import { ImageField } from './image-field';

const t = messages.staffBank.choices;
type Choices = EditorValues['choices'];

export interface ChoicesEditorProps {
  value: Choices;
  onChange: (next: Choices) => void;
  /** true/false: the two texts are fixed, only the right one is chosen. */
  fixedTexts?: boolean;
  error?: string | undefined;
  name: string;
}

/** The options of a question: 2 to 6, exactly one marked correct by its radio. */
export function ChoicesEditor({ value, onChange, fixedTexts = false, error, name }: ChoicesEditorProps) {
  const set = (i: number, patch: Partial<Choices[number]>) =>
    onChange(value.map((ch, j) => (j === i ? { ...ch, ...patch } : ch)));
  const markCorrect = (i: number) => onChange(value.map((ch, j) => ({ ...ch, correct: j === i })));
  const remove = (i: number) => {
    const next = value.filter((_, j) => j !== i);
    // The right answer removed: the first one becomes right, so exactly one stays marked.
    onChange(next.some((ch) => ch.correct) ? next : next.map((ch, j) => ({ ...ch, correct: j === 0 })));
  };
  const errorId = `${name}-error`;

  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={css({ display: 'grid', gap: '2', borderWidth: '1px', borderRadius: 'l2', padding: '3' })}
    >
      <legend className={css({ fontWeight: 'bold', paddingInline: '1' })}>{t.legend}</legend>
      {value.map((ch, i) => (
        <div key={i} className={css({ display: 'grid', gap: '1' })}>
          <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <input
              type="radio"
              name={`${name}-correct`}
              checked={ch.correct}
              onChange={() => markCorrect(i)}
              aria-label={t.correct(i + 1)}
              className={css({ width: '5', height: '5', flexShrink: 0 })}
            />
            {fixedTexts ? (
              <span>{ch.text}</span>
            ) : (
              <Input
                aria-label={t.choice(i + 1)}
                value={ch.text}
                aria-invalid={error ? true : undefined}
                onChange={(e) => set(i, { text: e.target.value })}
                className={css({ flex: '1' })}
              />
            )}
            {!fixedTexts && value.length > EXAM_BANK_LIMITS.minChoices ? (
              <Button variant="ghost" size="sm" onClick={() => remove(i)} aria-label={t.remove(i + 1)}>
                ×
              </Button>
            ) : null}
          </div>
          {fixedTexts ? null : (
            // the same upload as the question's image; the student's exam shows it with the text
            <ImageField
              label={t.image(i + 1)}
              value={ch.image_url ?? null}
              onChange={(url) => set(i, { image_url: url })}
            />
          )}
        </div>
      ))}
      {!fixedTexts && value.length < EXAM_BANK_LIMITS.maxChoices ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onChange([...value, { text: '', correct: false }])}
          >
            {t.add}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={css({ color: 'fg.error', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
