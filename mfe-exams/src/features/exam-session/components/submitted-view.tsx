import { Link } from '@app/router';
import { type ExamResult, pathFor, pluralAr } from '@app/shared-contracts';
import { Button } from '@app/ui';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { messages } from '../../../messages';

const t = messages.submitted;

function Row({ label, value }: { label: string; value: string | number | null }) {
  if (value === null) return null;
  return (
    <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '4' })}>
      <dt className={css({ color: 'fg.muted' })}>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The submitted screen: the result when shown, then the detailed correction when allowed. */
export function SubmittedView({
  result,
  detailed,
  onShowCorrection,
}: {
  result: ExamResult | null;
  detailed: boolean;
  onShowCorrection: () => void;
}) {
  return (
    <section
      aria-labelledby="submitted-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <h1 id="submitted-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        {t.title}
      </h1>
      {!result ? (
        <p>{t.hidden}</p>
      ) : (
        <>
          {result.corrected ? (
            <p
              role="status"
              className={css({
                fontWeight: 'bold',
                color: result.succeeded ? 'success.text' : 'danger.text',
              })}
            >
              {result.succeeded ? t.passed : t.failed}
            </p>
          ) : (
            <p role="status">{t.notCorrected}</p>
          )}
          <dl className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <Row
              label={t.mark}
              value={
                result.correction_mark === null ? null : `${result.correction_mark} / ${result.total_mark}`
              }
            />
            <Row
              label={t.percentage}
              value={result.correction_percentage === null ? null : `${result.correction_percentage}%`}
            />
            <Row label={t.correct} value={result.correct_answer_attempts} />
            <Row label={t.wrong} value={result.wrong_answer_attempts} />
            <Row
              label={t.timeTaken}
              value={
                result.time_taken === null
                  ? null
                  : pluralAr(Math.ceil(result.time_taken / 60), messages.details.minutes)
              }
            />
          </dl>
        </>
      )}
      {detailed && result ? <Button onClick={onShowCorrection}>{t.showCorrection}</Button> : null}
      <Link className={button({ variant: 'outline' })} to={pathFor('my-exams')}>
        {messages.results.title}
      </Link>
    </section>
  );
}
