import { Link, useParams, useSearchParams } from '@app/router';
import {
  type CardState,
  formatDateTime,
  formatMoney,
  isAdmin,
  type StaffCard,
  useSession,
} from '@app/shared-contracts';
import { staffPathFor } from '@app/shared-contracts/staff-routes';
import { Badge, Button, EmptyState, ErrorState, Field, Spinner } from '@app/ui';
import { Notice } from '@app/ui/notice';
import {
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  StaffPageHeader,
  useStaffTableQuery,
} from '@app/ui/staff';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { useDownloadCardFile } from '../features/staff-cards/api/download-card-file';
import { useCardBatch } from '../features/staff-cards/api/get-card-batch';
import { useVoidCardBatch } from '../features/staff-cards/api/void-card-batch';
import { messages } from '../messages';
import { targetOf } from './card-batches-page';

const t = messages.staffCards;
const b = t.batch;
const TONE = { unused: 'info', used: 'success', void: 'danger' } as const;

const columns: DataTableColumn<StaffCard>[] = [
  { id: 'code', header: b.columns.code, cell: (c) => <bdi dir="ltr">{c.code}</bdi> },
  {
    id: 'state',
    header: b.columns.state,
    cell: (c) => <Badge tone={TONE[c.state]}>{b.states[c.state]}</Badge>,
  },
  { id: 'used_by', header: b.columns.usedBy, cell: (c) => c.used_by?.name ?? '' },
  { id: 'used_at', header: b.columns.usedAt, cell: (c) => (c.used_at ? formatDateTime(c.used_at) : '') },
];

/** /staff/cards/:id: a batch's cards and their state; CSV and PDF downloads; admin voids it. */
export default function CardBatchPage() {
  const raw = useParams().id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  const [query] = useStaffTableQuery({ per_page: 50 });
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state = (['unused', 'used', 'void'] as const).find((s) => s === stateParam) as CardState | undefined;
  const batch = useCardBatch(id, { page: query.page, per_page: query.per_page, state });
  const admin = useSession((s) => isAdmin(s.user));
  const download = useDownloadCardFile();
  const voiding = useVoidCardBatch();
  const [done, setDone] = useState<string | null>(null);
  const back = (
    <Link to={staffPathFor('card-batches')} className={button({ variant: 'ghost', size: 'sm' })}>
      {b.back}
    </Link>
  );

  if (batch.isPending) return <Spinner />;
  if (batch.isError) {
    const missing = (batch.error as { response?: { status?: number } }).response?.status === 404;
    // The page keeps its heading when the batch is missing or the call failed.
    return (
      <div className={css({ display: 'grid', gap: '4' })}>
        <StaffPageHeader title={b.title(id)} />
        {missing ? (
          <EmptyState title={b.notFound} action={back} />
        ) : (
          <ErrorState onRetry={() => void batch.refetch()} />
        )}
      </div>
    );
  }
  const data = batch.data.batch;
  const summary = [
    t.kinds[data.kind],
    targetOf(data),
    formatMoney(data.value),
    data.expires_at ? data.expires_at.slice(0, 10) : t.noExpiry,
    b.summary(data.used, data.count),
  ].join(' · ');

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      {back}
      <StaffPageHeader
        title={b.title(data.id)}
        description={summary}
        actions={
          <>
            <Button variant="outline" onClick={() => download.mutate({ id, format: 'csv' })}>
              {b.csv}
            </Button>
            <Button variant="outline" onClick={() => download.mutate({ id, format: 'pdf' })}>
              {b.pdf}
            </Button>
            {admin && !data.voided_at ? (
              <ConfirmDialog
                trigger={<Button variant="outline">{b.void}</Button>}
                title={b.voidTitle}
                message={b.voidText}
                confirmLabel={b.voidConfirm}
                danger
                onConfirm={async () => {
                  const answer = await voiding.mutateAsync(id);
                  setDone(b.voidDone(answer.voided));
                }}
              />
            ) : null}
          </>
        }
      />
      {data.voided_at ? <Badge tone="danger">{t.voided}</Badge> : null}
      {done ? <Notice tone="success">{done}</Notice> : null}
      {download.isError ? <Notice tone="danger">{b.downloadFailed}</Notice> : null}
      {voiding.isError ? <Notice tone="danger">{b.voidFailed}</Notice> : null}
      <DataTable
        caption={b.caption}
        columns={columns}
        rows={batch.data.cards.items}
        total={batch.data.cards.total}
        rowKey={(c) => c.id}
        status={batch.status}
        onRetry={() => void batch.refetch()}
        defaults={{ per_page: 50 }}
        toolbar={
          <Field label={b.stateFilter}>
            <select
              name="state"
              aria-label={b.stateFilter}
              value={state ?? ''}
              onChange={(e) =>
                setParams((now) => {
                  const next = new URLSearchParams(now);
                  next.delete('page');
                  if (e.target.value) next.set('state', e.target.value);
                  else next.delete('state');
                  return next;
                })
              }
              className={css({ borderWidth: '1px', borderRadius: 'l2', paddingInline: '2', height: '10' })}
            >
              <option value="">{b.allStates}</option>
              {(['unused', 'used', 'void'] as const).map((s) => (
                <option key={s} value={s}>
                  {b.states[s]}
                </option>
              ))}
            </select>
          </Field>
        }
      />
    </div>
  );
}
