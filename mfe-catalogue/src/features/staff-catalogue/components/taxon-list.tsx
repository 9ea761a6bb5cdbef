import { fieldErrorsOf, type StaffTaxon } from '@app/shared-contracts';
import { Button, ConfirmDialog, Input } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { SortableList } from '@app/ui/staff';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useDeleteTaxon } from '../api/delete-taxon';
import { type TaxonPlural, useTaxa } from '../api/get-taxa';
import { useOrderList } from '../api/order-list';
import { useSaveTaxon } from '../api/save-taxon';

const t = messages.staffCatalogue.taxonomy;
const inline = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });

function TaxonRow({ kind, item, canDelete }: { kind: TaxonPlural; item: StaffTaxon; canDelete: boolean }) {
  const [name, setName] = useState(item.name);
  const save = useSaveTaxon();
  const remove = useDeleteTaxon();
  const error = fieldErrorsOf(save.error ?? remove.error);
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <form
        className={inline}
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim() && name !== item.name) save.mutate({ kind, id: item.id, name });
        }}
      >
        <Input aria-label={t.rename(item.name)} value={name} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" variant="outline" size="sm" loading={save.isPending}>
          {t.save}
        </Button>
        {canDelete ? (
          <ConfirmDialog
            danger
            trigger={
              <Button type="button" variant="ghost" size="sm">
                {t.remove(item.name)}
              </Button>
            }
            title={t.removeTitle(item.name)}
            message={t.removeText}
            confirmLabel={t.confirm}
            onConfirm={() => remove.mutate({ kind, id: item.id })}
          />
        ) : null}
      </form>
      {error ? (
        <p className={css({ color: 'fg.error', textStyle: 'small' })}>{error.name ?? error.id}</p>
      ) : null}
    </div>
  );
}

/** One list (grades or categories): ordered by drag and drop or keyboard, renamed in place. */
export function TaxonList({ kind, canDelete }: { kind: TaxonPlural; canDelete: boolean }) {
  const list = useTaxa(kind);
  const order = useOrderList();
  const add = useSaveTaxon();
  const [name, setName] = useState('');
  const title = kind === 'grades' ? t.grades : t.categories;
  const items = list.data ?? [];
  // Shown in the new order at once; the server's answer replaces it.
  const [optimistic, setOptimistic] = useState<number[] | null>(null);
  const shown = optimistic
    ? optimistic.map((id) => items.find((i) => i.id === id)).filter((i): i is StaffTaxon => Boolean(i))
    : items;
  const addError = fieldErrorsOf(add.error)?.name;

  return (
    <section
      aria-labelledby={`taxa-${kind}`}
      className={css({ display: 'grid', gap: '3', alignContent: 'start' })}
    >
      <h2 id={`taxa-${kind}`} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {title}
      </h2>
      {list.isError ? <Notice tone="danger">{messages.loadFailed}</Notice> : null}
      {list.data && items.length === 0 ? <p>{t.empty}</p> : null}
      <SortableList
        items={shown}
        getId={(i) => String(i.id)}
        getLabel={(i) => i.name}
        label={kind === 'grades' ? t.gradesOrder : t.categoriesOrder}
        disabled={order.isPending}
        onReorder={(ids) => {
          const next = ids.map(Number);
          setOptimistic(next);
          order.mutate({ list: kind, ids: next }, { onSettled: () => setOptimistic(null) });
        }}
        renderItem={(item) => <TaxonRow key={item.name} kind={kind} item={item} canDelete={canDelete} />}
      />
      {order.isError ? <Notice tone="danger">{t.failed}</Notice> : null}
      <form
        className={inline}
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) add.mutate({ kind, id: null, name }, { onSuccess: () => setName('') });
        }}
      >
        <Input aria-label={`${t.newName}: ${title}`} value={name} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" loading={add.isPending}>
          {t.add}
        </Button>
      </form>
      {addError ? <p className={css({ color: 'fg.error', textStyle: 'small' })}>{addError}</p> : null}
    </section>
  );
}
