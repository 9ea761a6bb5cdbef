import { Link, useNavigate, useParams } from '@app/router';
import { statusOf, useSession } from '@app/shared-contracts';
import type { StaffLecture } from '@app/shared-contracts/schemas';
import { staffPathFor } from '@app/shared-contracts/staff-routes';
import { Badge, Button, Card, ErrorState, Spinner } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { ConfirmDialog, SortableList, StaffPageHeader } from '@app/ui/staff';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { createLecture } from '../features/staff-lectures/api/create-lecture';
import { useDeleteLecture } from '../features/staff-lectures/api/delete-lecture';
import { useCourseLectures } from '../features/staff-lectures/api/get-course-lectures';
import { useOrderLectures } from '../features/staff-lectures/api/order-lectures';
import { usePublishLecture } from '../features/staff-lectures/api/publish-lecture';
import { LectureForm } from '../features/staff-lectures/components/lecture-form';
import { messages } from '../messages';

const t = messages.staffLectures;
const idOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0);

/** /staff/courses/:courseId/lectures: the course's lectures, drafts too; reorder, add, publish. */
export default function CourseLecturesPage() {
  const courseId = idOf(useParams().courseId);
  const navigate = useNavigate();
  const query = useCourseLectures(courseId);
  const order = useOrderLectures();
  const publish = usePublishLecture();
  const remove = useDeleteLecture();
  const role = useSession((s) => s.user?.staff_role);
  const [confirm, setConfirm] = useState<StaffLecture | null>(null);
  const [orderSaved, setOrderSaved] = useState(false);

  if (query.isPending && courseId > 0) return <Spinner />;
  if (!query.data) {
    const missing = courseId === 0 || statusOf(query.error) === 404;
    return (
      <ErrorState
        message={missing ? t.notFound : undefined}
        onRetry={missing ? undefined : () => query.refetch()}
      />
    );
  }
  const { course, items } = query.data;
  const byId = new Map(items.map((l) => [String(l.id), l]));
  return (
    <section className={css({ display: 'grid', gap: '4' })}>
      <StaffPageHeader title={t.courseTitle(course.name)} description={t.courseDescription} />
      {items.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{t.empty}</p>
      ) : (
        <SortableList
          items={items}
          getId={(l) => String(l.id)}
          getLabel={(l) => l.name}
          label={t.listLabel}
          disabled={order.isPending}
          onReorder={(ids) => {
            setOrderSaved(false);
            order.mutate({ courseId, ids: ids.map(Number) }, { onSuccess: () => setOrderSaved(true) });
          }}
          renderItem={(l) => (
            <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
              <Link
                to={staffPathFor('lecture-editor', { lectureId: l.id })}
                className={css({ flex: '1', minWidth: '0', fontWeight: 'medium', color: 'primary.text' })}
              >
                {l.name}
              </Link>
              <Badge tone={l.published ? 'success' : 'warning'}>{l.published ? t.published : t.draft}</Badge>
              <Button
                variant="outline"
                size="sm"
                loading={publish.isPending && publish.variables?.id === l.id}
                onClick={() => publish.mutate({ id: l.id, published: !l.published })}
              >
                {l.published ? t.unpublish(l.name) : t.publish(l.name)}
              </Button>
              {role === 'admin' || role === 'teacher' ? (
                <Button variant="ghost" size="sm" onClick={() => setConfirm(byId.get(String(l.id)) ?? null)}>
                  {t.remove(l.name)}
                </Button>
              ) : null}
            </div>
          )}
        />
      )}
      {orderSaved ? <Notice tone="success">{t.orderSaved}</Notice> : null}
      {order.isError || publish.isError || remove.isError ? <Notice tone="danger">{t.failed}</Notice> : null}
      <Card>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', marginBlockEnd: '3' })}>{t.addTitle}</h2>
        <LectureForm
          submitText={t.form.create}
          pending={false}
          onSave={async (body) => {
            const made = await createLecture({ courseId, body });
            navigate(staffPathFor('lecture-editor', { lectureId: made.id }));
          }}
        />
      </Card>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t.removeTitle}
        message={t.removeBody}
        confirmLabel={confirm ? t.remove(confirm.name) : undefined}
        danger
        onConfirm={async () => {
          if (confirm) await remove.mutateAsync({ id: confirm.id, courseId }).catch(() => undefined);
          setConfirm(null);
        }}
      />
    </section>
  );
}
