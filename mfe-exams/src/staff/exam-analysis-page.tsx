import { Link, useParams } from '@app/router';
import type { StaffExamAnalysis } from '@app/shared-contracts';
import { staffPathFor } from '@app/shared-contracts/staff-routes';
import { Button, Spinner } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { ChartCard, StaffPageHeader } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { useExamAnalysis } from '../features/staff-marking/api/get-exam-analysis';
import { QuestionsTable } from '../features/staff-marking/components/questions-table';
import { messages } from '../messages';

const t = messages.staffMarking.analysis;
const share = (v: number | null) => (v === null ? t.none : `${Math.round(v * 100)}%`);

const figure = css({
  padding: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'bg.surface',
});

function Figures({ a }: { a: StaffExamAnalysis }) {
  const rows: [string, string][] = [
    [t.papers, String(a.sessions)],
    [t.pending, String(a.pending)],
    [t.passRate, share(a.pass_rate)],
    [t.average, a.average_percentage === null ? t.none : `${a.average_percentage}%`],
  ];
  return (
    <dl
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
      })}
    >
      {rows.map(([label, value]) => (
        <div key={label} className={figure}>
          <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</dt>
          <dd className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
            <bdi dir="ltr">{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /staff/exams/:examId/analysis: the mark distribution, pass rate and each question's figures. */
export default function ExamAnalysisPage() {
  const examId = Number(useParams().examId);
  const analysis = useExamAnalysis(examId);
  const a = analysis.data;
  return (
    <div className={css({ display: 'grid', gap: '4' })} aria-busy={analysis.isFetching}>
      <StaffPageHeader
        title={a ? t.heading(a.exam.name) : t.title}
        actions={<Link to={staffPathFor('exam-results', { examId })}>{t.results}</Link>}
      />
      {analysis.status === 'pending' ? (
        <Spinner />
      ) : analysis.status === 'error' || !a ? (
        <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
          <Notice tone="danger">{t.loadFailed}</Notice>
          <Button variant="outline" onClick={() => void analysis.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <>
          <Figures a={a} />
          <ChartCard
            title={t.chart}
            kind="bar"
            labels={a.distribution.map((b) => `${b.from}–${b.to}%`)}
            series={[{ label: t.chartSeries, values: a.distribution.map((b) => b.count) }]}
          />
          <QuestionsTable examId={examId} analysis={a} />
        </>
      )}
    </div>
  );
}
