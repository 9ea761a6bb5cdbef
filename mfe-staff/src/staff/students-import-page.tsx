import { fieldErrorsOf, messageFor, type StudentImportReport } from '@app/shared-contracts';
import { Button, Card, FilePicker, StaffPageHeader } from '@app/ui';
import { useId, useState } from 'react';
import { css } from '#styled-system/css';
import { useImportStudents } from '../features/staff-import/api/import-students';
import { ImportReport } from '../features/staff-import/components/import-report';
import { messages } from '../messages';

const t = messages.importStudents;

/**
 * /staff/students/import: a spreadsheet of students, checked first (nothing written), then
 * imported; each row is created whole or skipped with its reasons.
 */
export default function StudentsImportPage() {
  const inputId = useId();
  const call = useImportStudents();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<StudentImportReport['data'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = (mode: 'dry_run' | 'commit') => {
    if (!file) return setError(t.chooseFile);
    setError(null);
    call.mutate(
      { file, mode },
      {
        onSuccess: (answer) => setReport(answer.data),
        onError: (e) => setError(fieldErrorsOf(e)?.file ?? messageFor(e, {}, t.failed)),
      },
    );
  };
  const checked = report?.mode === 'dry_run' && report.ready > 0;
  return (
    <section className={css({ display: 'grid', gap: '3' })}>
      <StaffPageHeader title={t.title} description={t.description} />
      <Card>
        <div className={css({ display: 'grid', gap: '3' })}>
          {/* @app/ui's Arabic picker: the browser's own control reads its English text. */}
          <FilePicker
            label={t.file}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onFile={(picked) => {
              setFile(picked);
              setReport(null);
            }}
          />
          <p id={`${inputId}-help`} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t.columnsHelp}
          </p>
          {error ? (
            <p role="alert" className={css({ color: 'fg.error' })}>
              {error}
            </p>
          ) : null}
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <Button
              variant="outline"
              onClick={() => run('dry_run')}
              loading={call.isPending && call.variables?.mode === 'dry_run'}
            >
              {t.check}
            </Button>
            <Button
              onClick={() => run('commit')}
              disabled={!checked}
              loading={call.isPending && call.variables?.mode === 'commit'}
            >
              {t.commit}
            </Button>
          </div>
        </div>
      </Card>
      {report ? <ImportReport report={report} /> : null}
    </section>
  );
}
