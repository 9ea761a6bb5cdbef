import type { StaffTeacher } from '@app/shared-contracts';
import { Button } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { SortableList, StaffPageHeader } from '@app/ui/staff';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { useStaffTeachers } from '../features/staff-catalogue/api/get-teachers';
import { useOrderList } from '../features/staff-catalogue/api/order-list';
import { TeacherForm } from '../features/staff-catalogue/components/teacher-form';
import { TeacherPhoto } from '../features/staff-catalogue/components/teacher-photo';
import { messages } from '../messages';

const t = messages.staffCatalogue.teachers;

/** /staff/teachers: the teacher pages, in the students' order; one edited at a time. */
export default function TeachersPage() {
  const list = useStaffTeachers();
  const order = useOrderList();
  const [editing, setEditing] = useState<StaffTeacher | 'new' | null>(null);
  const [optimistic, setOptimistic] = useState<number[] | null>(null);
  const items = list.data ?? [];
  const shown = optimistic
    ? optimistic.map((id) => items.find((i) => i.id === id)).filter((i): i is StaffTeacher => Boolean(i))
    : items;
  const current = editing && editing !== 'new' ? (items.find((i) => i.id === editing.id) ?? editing) : null;

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <StaffPageHeader
        title={t.title}
        description={t.description}
        actions={editing ? null : <Button onClick={() => setEditing('new')}>{t.create}</Button>}
      />
      {editing ? (
        <section aria-label={current ? t.formEdit : t.formNew} className={css({ display: 'grid', gap: '3' })}>
          {current ? <TeacherPhoto teacher={current} /> : null}
          <TeacherForm
            key={current?.id ?? 'new'}
            teacher={current ?? undefined}
            onDone={(saved) => setEditing(saved)}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : null}
      {list.isError ? <Notice tone="danger">{messages.loadFailed}</Notice> : null}
      {list.data && items.length === 0 ? <p>{t.empty}</p> : null}
      <SortableList
        items={shown}
        getId={(i) => String(i.id)}
        getLabel={(i) => i.name}
        label={t.listLabel}
        disabled={order.isPending}
        onReorder={(ids) => {
          const next = ids.map(Number);
          setOptimistic(next);
          order.mutate({ list: 'teachers', ids: next }, { onSettled: () => setOptimistic(null) });
        }}
        renderItem={(teacher) => (
          <div
            className={css({
              display: 'flex',
              gap: '3',
              alignItems: 'center',
              justifyContent: 'space-between',
            })}
          >
            <span>{teacher.name}</span>
            <Button variant="outline" size="sm" onClick={() => setEditing(teacher)}>
              {t.edit(teacher.name)}
            </Button>
          </div>
        )}
      />
    </div>
  );
}
