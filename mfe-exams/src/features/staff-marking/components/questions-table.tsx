import type { StaffExamAnalysis } from '@app/shared-contracts';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { KeyDialog } from './key-dialog';

const t = messages.staffMarking.analysis;
const c = t.columns;
const share = (v: number | null) => (v === null ? t.none : `${Math.round(v * 100)}%`);

const wrap = css({ overflowX: 'auto', borderWidth: '1px', borderColor: 'border', borderRadius: 'l2' });
const table = css({
  width: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    paddingBlock: '2',
    paddingInline: '3',
    borderBlockEndWidth: '1px',
    borderColor: 'border',
    textAlign: 'start',
  },
  '& th': { fontWeight: 'bold', bg: 'bg.muted' },
});

/** Each question's share right, discrimination, most chosen wrong option, and its key correction. */
export function QuestionsTable({ examId, analysis }: { examId: number; analysis: StaffExamAnalysis }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (axe)
    <section className={wrap} tabIndex={0} aria-label={t.questions}>
      <table className={table}>
        <caption className={css({ textAlign: 'start', padding: '3', fontWeight: 'bold' })}>
          {t.questions}
        </caption>
        <thead>
          <tr>
            <th scope="col">{c.number}</th>
            <th scope="col">{c.question}</th>
            <th scope="col">{c.right}</th>
            <th scope="col">{c.discrimination}</th>
            <th scope="col">{c.topWrong}</th>
            <th scope="col">{c.key}</th>
          </tr>
        </thead>
        <tbody>
          {analysis.questions.map((q, i) => (
            <tr key={q.id}>
              <td>{i + 1}</td>
              <td>
                {q.text} <span className={css({ color: 'fg.muted' })}>({t.types[q.type]})</span>
              </td>
              <td>{share(q.right_share)}</td>
              <td>
                <bdi dir="ltr">{q.discrimination === null ? t.none : q.discrimination.toFixed(2)}</bdi>
              </td>
              <td>{q.top_wrong ? `${q.top_wrong.text} (${q.top_wrong.chosen})` : t.none}</td>
              <td>
                {q.type === 'essay' ? t.essay : <KeyDialog examId={examId} question={q} number={i + 1} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
