import { useStaffEvents } from '@app/shared-contracts';
import { Button, EmptyState, Spinner } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { StaffPageHeader, useStaffTableQuery } from '@app/ui/staff';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { useMarkingQueue } from '../features/staff-marking/api/get-marking-queue';
import { MarkingItem } from '../features/staff-marking/components/marking-item';
import { messages } from '../messages';

const t = messages.staffMarking.queue;

/** /staff/marking: the essay and image answers of the teacher's exams waiting for a mark. */
export default function MarkingPage() {
  const [query] = useStaffTableQuery({ per_page: 10 });
  const queue = useMarkingQueue({ page: query.page, per_page: query.per_page });
  const [notice, setNotice] = useState<string | null>(null);
  // a student handed in an essay, or another marker marked one: on every instance of the api
  useStaffEvents('marking', () => void queue.refetch());

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <StaffPageHeader title={t.title} description={t.description} />
      <div aria-live="polite">{notice ? <Notice tone="success">{notice}</Notice> : null}</div>
      {queue.status === 'pending' ? (
        <Spinner />
      ) : queue.status === 'error' ? (
        <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
          <Notice tone="danger">{t.loadFailed}</Notice>
          <Button variant="outline" onClick={() => void queue.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : queue.data.items.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <div aria-busy={queue.isFetching} className={css({ display: 'grid', gap: '4' })}>
          {queue.data.items.map((item) => (
            <MarkingItem
              key={item.id}
              item={item}
              onMarked={(completed) => setNotice(completed ? t.completed : t.done)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
