import { Link, useNavigate, useSearchParams } from '@app/router';
import {
  type CardBatchKind,
  formatDateTime,
  formatMoney,
  isAdmin,
  type StaffCardBatch,
  useSession,
  useStaffEvents,
} from '@app/shared-contracts';
import { staffPathFor } from '@app/shared-contracts/staff-routes';
import { Badge, Button } from '@app/ui';
import {
  DataTable,
  type DataTableColumn,
  StaffPageHeader,
  UrlFilterSelect,
  useStaffTableQuery,
} from '@app/ui/staff';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { useCardBatches } from '../features/staff-cards/api/get-card-batches';
import { CardBatchForm } from '../features/staff-cards/components/card-batch-form';
import { messages } from '../messages';

const t = messages.staffCards;
const c = t.columns;

/** What a batch is for: its course or lecture, any of them (made by pnpm ops), or the wallet's balance. */
export const targetOf = (b: StaffCardBatch) =>
  b.course?.name ?? b.lecture?.name ?? (b.scope === 'any' ? t.scopes.any : t.scopes.balance);

const columns: DataTableColumn<StaffCardBatch>[] = [
  {
    id: 'id',
    header: c.id,
    cell: (b) => (
      <Link to={staffPathFor('card-batch', { id: b.id })} aria-label={t.open(b.id)}>
        <bdi dir="ltr">#{b.id}</bdi>
      </Link>
    ),
  },
  { id: 'kind', header: c.kind, cell: (b) => t.kinds[b.kind] },
  { id: 'target', header: c.target, cell: (b) => (b.label ? `${targetOf(b)} (${b.label})` : targetOf(b)) },
  { id: 'value', header: c.value, align: 'end', sortable: true, cell: (b) => formatMoney(b.value) },
  { id: 'count', header: c.count, align: 'end', sortable: true, cell: (b) => b.count },
  { id: 'used', header: c.used, align: 'end', cell: (b) => b.used },
  { id: 'expires', header: c.expires, cell: (b) => (b.expires_at ? b.expires_at.slice(0, 10) : t.noExpiry) },
  { id: 'created_at', header: c.createdAt, sortable: true, cell: (b) => formatDateTime(b.created_at) },
  { id: 'created_by', header: c.createdBy, cell: (b) => b.created_by?.name ?? '' },
  {
    id: 'state',
    header: c.state,
    cell: (b) =>
      b.voided_at ? <Badge tone="danger">{t.voided}</Badge> : <Badge tone="success">{t.active}</Badge>,
  },
];

/** /staff/cards: the batches of cards; admin makes a new one here. */
export default function CardBatchesPage() {
  const [query] = useStaffTableQuery({ per_page: 20 });
  const [params] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = kindParam === 'pay' || kindParam === 'recharge' ? (kindParam as CardBatchKind) : undefined;
  const sort =
    query.sort === 'value' || query.sort === 'count' || query.sort === 'created_at' ? query.sort : undefined;
  const batches = useCardBatches({
    page: query.page,
    per_page: query.per_page,
    sort,
    order: query.order,
    kind,
  });
  // Another admin's new or voided batch shows without a reload.
  useStaffEvents('cards', () => void batches.refetch());
  const admin = useSession((s) => isAdmin(s.user));
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <StaffPageHeader
        title={t.title}
        description={t.description}
        actions={
          admin && !creating ? <Button onClick={() => setCreating(true)}>{t.create.open}</Button> : null
        }
      />
      {creating ? (
        <section aria-labelledby="new-batch" className={css({ display: 'grid', gap: '3' })}>
          <h2 id="new-batch" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
            {t.create.title}
          </h2>
          <CardBatchForm onCreated={(b) => navigate(staffPathFor('card-batch', { id: b.id }))} />
          <div>
            <Button variant="ghost" onClick={() => setCreating(false)}>
              {t.create.cancel}
            </Button>
          </div>
        </section>
      ) : null}
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={batches.data?.items}
        total={batches.data?.total ?? 0}
        rowKey={(b) => b.id}
        status={batches.status}
        onRetry={() => void batches.refetch()}
        emptyText={t.empty}
        toolbar={
          <UrlFilterSelect
            name="kind"
            label={t.kindFilter}
            allLabel={t.allKinds}
            options={[
              { value: 'pay', label: t.kinds.pay },
              { value: 'recharge', label: t.kinds.recharge },
            ]}
          />
        }
      />
    </div>
  );
}
