import { useSearchParams } from '@app/router';
import type { ExamBankDifficulty, ExamBankQuestion, ExamBankType } from '@app/shared-contracts';
import { EXAM_BANK_DIFFICULTIES, EXAM_BANK_TYPES } from '@app/shared-contracts/schemas';
import { Button, ConfirmDialog, Dialog, Field, snack } from '@app/ui';
import { DataTable, type DataTableColumn, StaffPageHeader, useStaffTableQuery } from '@app/ui/staff';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { useDeleteBankQuestion } from '../features/staff-exam-bank/api/delete-bank-question';
import { useDownloadBankFile } from '../features/staff-exam-bank/api/download-bank-file';
import { useBankQuestions } from '../features/staff-exam-bank/api/get-bank-questions';
import { useBankTags } from '../features/staff-exam-bank/api/get-bank-tags';
import { ImportPanel } from '../features/staff-exam-bank/components/import-dialog';
import { QuestionEditor } from '../features/staff-exam-bank/components/question-editor';
import { messages } from '../messages';
import { QuestionPreview } from './question-preview';

const t = messages.staffBank;
const c = t.columns;
const select = css({
  borderWidth: '1px',
  borderRadius: 'l2',
  paddingInline: '2',
  height: '10',
  minWidth: '28',
});
const FILTERS = ['course_id', 'chapter', 'lesson', 'difficulty', 'type'] as const;

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  list.includes(v as T) ? (v as T) : undefined;

/** /staff/exam-bank: a teacher's question bank (admin: every teacher's), issue 34. */
export default function ExamBankPage() {
  const [query] = useStaffTableQuery({ per_page: 20 });
  const [params, setParams] = useSearchParams();
  const filters = {
    course_id: Number(params.get('course_id')) || undefined,
    chapter: params.get('chapter') || undefined,
    lesson: params.get('lesson') || undefined,
    difficulty: oneOf<ExamBankDifficulty>(EXAM_BANK_DIFFICULTIES, params.get('difficulty')),
    type: oneOf<ExamBankType>(EXAM_BANK_TYPES, params.get('type')),
  };
  const sort = oneOf(['id', 'created_at', 'updated_at', 'marks'] as const, query.sort ?? null);
  const list = useBankQuestions({ ...query, sort, ...filters });
  const tags = useBankTags();
  const remove = useDeleteBankQuestion();
  const download = useDownloadBankFile();
  const [editing, setEditing] = useState<ExamBankQuestion | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [removing, setRemoving] = useState<ExamBankQuestion | null>(null);

  const setFilter = (name: (typeof FILTERS)[number], value: string) =>
    setParams((now) => {
      const next = new URLSearchParams(now);
      next.delete('page');
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const filterSelect = (
    name: (typeof FILTERS)[number],
    label: string,
    items: { value: string; label: string }[],
  ) => (
    <Field label={label}>
      <select
        className={select}
        value={params.get(name) ?? ''}
        onChange={(e) => setFilter(name, e.target.value)}
        aria-label={label}
      >
        <option value="">{t.filters.all}</option>
        {items.map((i) => (
          <option key={i.value} value={i.value}>
            {i.label}
          </option>
        ))}
      </select>
    </Field>
  );
  const file = (kind: 'export' | 'template', format: 'xlsx' | 'csv') =>
    download.mutate({ kind, format, filters }, { onError: () => snack(t.downloadFailed, 'error') });

  const columns: DataTableColumn<ExamBankQuestion>[] = [
    { id: 'id', header: '#', sortable: true, cell: (q) => <bdi dir="ltr">{q.id}</bdi> },
    {
      id: 'text',
      header: c.text,
      cell: (q) => <span className={css({ lineClamp: 2, maxWidth: 'md' })}>{q.text}</span>,
    },
    { id: 'type', header: c.type, cell: (q) => t.types[q.type] },
    { id: 'course', header: c.course, cell: (q) => q.course?.name ?? t.noCourse },
    { id: 'tags', header: c.tags, cell: (q) => [q.chapter, q.lesson].filter(Boolean).join(' / ') },
    {
      id: 'difficulty',
      header: c.difficulty,
      cell: (q) => (q.difficulty ? t.difficulties[q.difficulty] : ''),
    },
    { id: 'marks', header: c.marks, sortable: true, align: 'end', cell: (q) => q.marks },
    {
      id: 'actions',
      header: c.actions,
      cell: (q) => (
        <div className={css({ display: 'flex', gap: '1' })}>
          <Button size="sm" variant="outline" aria-label={t.edit(q.id)} onClick={() => setEditing(q)}>
            {t.editor.editTitle}
          </Button>
          <Button size="sm" variant="ghost" aria-label={t.remove(q.id)} onClick={() => setRemoving(q)}>
            {t.removeConfirm}
          </Button>
        </div>
      ),
    },
  ];

  const current = editing === 'new' ? undefined : (editing ?? undefined);
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <StaffPageHeader
        title={t.title}
        description={t.description}
        actions={
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <Button onClick={() => setEditing('new')}>{t.add}</Button>
            <Button variant="outline" onClick={() => setImporting(true)}>
              {t.importOpen}
            </Button>
            <Button variant="outline" onClick={() => file('export', 'xlsx')}>
              {t.exportXlsx}
            </Button>
            <Button variant="outline" onClick={() => file('export', 'csv')}>
              {t.exportCsv}
            </Button>
            <Button variant="ghost" onClick={() => file('template', 'xlsx')}>
              {t.templateXlsx}
            </Button>
            <Button variant="ghost" onClick={() => file('template', 'csv')}>
              {t.templateCsv}
            </Button>
          </div>
        }
      />
      {editing ? (
        <section
          aria-label={current ? t.editor.editTitle : t.editor.newTitle}
          className={css({ display: 'grid', gap: '3' })}
        >
          <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
            {current ? t.editor.editTitle : t.editor.newTitle}
          </h2>
          <QuestionEditor
            key={current?.id ?? 'new'}
            question={current}
            tags={tags.data}
            preview={(q) => <QuestionPreview question={q} />}
            onSaved={() => {
              snack(t.editor.saved, 'success');
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : null}
      <Dialog open={importing} onOpenChange={setImporting} title={t.importDialog.title} size="lg">
        {importing ? <ImportPanel tags={tags.data} onClose={() => setImporting(false)} /> : null}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={t.removeTitle}
        message={t.removeText}
        confirmLabel={t.removeConfirm}
        danger
        onConfirm={async () => {
          if (removing) await remove.mutateAsync(removing.id);
          snack(t.removed, 'success');
          setRemoving(null);
        }}
      />
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        rowKey={(q) => q.id}
        status={list.status}
        onRetry={() => void list.refetch()}
        searchLabel={t.search}
        emptyText={t.empty}
        toolbar={
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            {filterSelect(
              'course_id',
              t.filters.course,
              (tags.data?.courses ?? []).map((co) => ({ value: String(co.id), label: co.name })),
            )}
            {filterSelect(
              'chapter',
              t.filters.chapter,
              (tags.data?.chapters ?? []).map((ch) => ({ value: ch, label: ch })),
            )}
            {filterSelect(
              'lesson',
              t.filters.lesson,
              [...new Set((tags.data?.lessons ?? []).map((l) => l.lesson))].map((l) => ({
                value: l,
                label: l,
              })),
            )}
            {filterSelect(
              'difficulty',
              t.filters.difficulty,
              EXAM_BANK_DIFFICULTIES.map((d) => ({ value: d, label: t.difficulties[d] })),
            )}
            {filterSelect(
              'type',
              t.filters.type,
              EXAM_BANK_TYPES.map((ty) => ({ value: ty, label: t.types[ty] })),
            )}
          </div>
        }
      />
    </div>
  );
}
