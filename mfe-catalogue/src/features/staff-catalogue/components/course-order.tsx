import type { StaffCourseOrderItem } from '@app/shared-contracts';
import { Badge } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { SortableList } from '@app/ui/staff';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useCourseOrder } from '../api/get-course-order';
import { useOrderCourses } from '../api/order-courses';

const t = messages.staffCatalogue;

/**
 * The courses in the students' order, moved by drag and drop or by keyboard (SortableList);
 * each move saves the whole order (the desk's: it ranks every teacher's courses together).
 */
export function CourseOrder() {
  const list = useCourseOrder();
  const order = useOrderCourses();
  const items = list.data?.items ?? [];
  // Shown in the new order at once; the server's answer replaces it.
  const [optimistic, setOptimistic] = useState<number[] | null>(null);
  const shown = optimistic
    ? optimistic
        .map((id) => items.find((i) => i.id === id))
        .filter((i): i is StaffCourseOrderItem => Boolean(i))
    : items;

  return (
    <section aria-labelledby="course-order" className={css({ display: 'grid', gap: '3' })}>
      <h2 id="course-order" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t.courseOrder.title}
      </h2>
      <p className={css({ color: 'fg.muted', textStyle: 'small' })}>{t.courseOrder.description}</p>
      {list.isError ? <Notice tone="danger">{messages.loadFailed}</Notice> : null}
      {list.data && items.length === 0 ? <p>{t.courses.empty}</p> : null}
      <SortableList
        items={shown}
        getId={(c) => String(c.id)}
        getLabel={(c) => c.name}
        label={t.courseOrder.label}
        disabled={order.isPending}
        onReorder={(ids) => {
          const next = ids.map(Number);
          setOptimistic(next);
          order.mutate(next, { onSettled: () => setOptimistic(null) });
        }}
        renderItem={(c) => (
          <span className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
            {c.name}
            {c.published ? null : <Badge tone="warning">{t.states.draft}</Badge>}
          </span>
        )}
      />
      {order.isError ? <Notice tone="danger">{t.courseOrder.failed}</Notice> : null}
    </section>
  );
}
