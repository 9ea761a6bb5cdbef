import { type ExamBankImportReport, type ExamBankTags, fieldErrorsOf } from '@app/shared-contracts';
import { Button, Field, FilePicker } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useImportBank } from '../api/import-bank';
import { CourseField } from './course-field';
import { ImportReport } from './import-report';

const t = messages.staffBank.importDialog;

/** Import from a spreadsheet: a dry run shows the report, then the teacher confirms the good rows. */
export function ImportPanel({ tags, onClose }: { tags?: ExamBankTags | undefined; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [courseId, setCourseId] = useState('');
  const [report, setReport] = useState<ExamBankImportReport | null>(null);
  const run = useImportBank();
  const fields = fieldErrorsOf(run.error);
  const send = (mode: 'dry_run' | 'commit') => {
    if (!file) return;
    run.mutate({ file, mode, courseId: courseId ? Number(courseId) : undefined }, { onSuccess: setReport });
  };

  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t.hint}</p>
      <Field label={t.file} invalid={Boolean(fields?.file)} errorText={fields?.file}>
        <FilePicker
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onFile={(f) => {
            setFile(f);
            setReport(null);
          }}
        />
      </Field>
      <CourseField
        label={t.course}
        courses={tags?.courses}
        value={courseId}
        error={fields?.course_id}
        onChange={(value) => {
          setCourseId(value);
          setReport(null);
        }}
      />
      {run.error && !fields ? <Notice tone="danger">{t.failed}</Notice> : null}
      {report ? <ImportReport report={report} /> : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {report?.mode === 'dry_run' && report.ready > 0 ? (
          <Button loading={run.isPending} onClick={() => send('commit')}>
            {t.commit(report.ready)}
          </Button>
        ) : report?.mode !== 'commit' ? (
          <Button loading={run.isPending} disabled={!file} onClick={() => send('dry_run')}>
            {t.check}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          {t.close}
        </Button>
      </div>
    </div>
  );
}
