import type { Question } from '@app/shared-contracts';
import { css } from '#styled-system/css';
import { QuestionView } from '../features/exam-session/components/question-view';
import { messages } from '../messages';

const t = messages.staffBank.preview;

/**
 * A bank question exactly as the student's exam shows it (the session's own QuestionView, fed the
 * payload a student gets: no key, no explanation), inside a 360 px wide frame like a phone.
 */
export function QuestionPreview({ question }: { question: Question }) {
  return (
    <section aria-label={t.title} className={css({ display: 'grid', gap: '2', alignContent: 'start' })}>
      <h3 className={css({ fontWeight: 'bold' })}>{t.title}</h3>
      <div
        data-frame="phone-360"
        className={css({
          width: '360px',
          maxWidth: 'full',
          borderWidth: '8px',
          borderColor: 'border',
          borderRadius: '2xl',
          padding: '4',
          bg: 'bg',
          overflow: 'hidden',
        })}
      >
        {question.text?.trim() ? (
          <QuestionView
            question={question}
            index={0}
            count={1}
            answer={undefined}
            shuffleSeed={null}
            onAnswer={() => {}}
          />
        ) : (
          <p className={css({ color: 'fg.muted' })}>{t.empty}</p>
        )}
      </div>
    </section>
  );
}
