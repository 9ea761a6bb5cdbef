import { Link, useParams } from '@app/router';
import { statusOf, useSession } from '@app/shared-contracts';
import type { StaffLectureItem } from '@app/shared-contracts/schemas';
import { staffPathFor } from '@app/shared-contracts/staff-routes';
import { Badge, Button, Card, ErrorState, Spinner } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { StaffPageHeader } from '@app/ui/staff';
import { type ReactNode, useState } from 'react';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { useStaffLecture } from '../features/staff-lectures/api/get-lecture';
import { useOrderItems } from '../features/staff-lectures/api/order-items';
import { usePublishLecture } from '../features/staff-lectures/api/publish-lecture';
import { useRemoveItem } from '../features/staff-lectures/api/remove-item';
import { useUpdateLecture } from '../features/staff-lectures/api/update-lecture';
import { AddVideoForm } from '../features/staff-lectures/components/add-video-form';
import { AttachExamForm } from '../features/staff-lectures/components/attach-exam-form';
import { ItemsList } from '../features/staff-lectures/components/items-list';
import { LectureForm } from '../features/staff-lectures/components/lecture-form';
import { LectureImage } from '../features/staff-lectures/components/lecture-image';
import { NoteForm } from '../features/staff-lectures/components/note-form';
import { videoPagePath } from '../features/staff-lectures/components/video-link';
import { messages } from '../messages';

const t = messages.staffLectures;
export const idOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0);
const heading = css({ fontSize: 'lg', fontWeight: 'bold', marginBlockEnd: '3' });
const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card>
    <h2 className={heading}>{title}</h2>
    {children}
  </Card>
);

/** /staff/lectures/:lectureId: the lecture's form, its items in order, and adding a video, exam or note. */
export default function LectureEditorPage() {
  const id = idOf(useParams().lectureId);
  const query = useStaffLecture(id);
  const update = useUpdateLecture();
  const publish = usePublishLecture();
  const order = useOrderItems();
  const remove = useRemoveItem();
  const role = useSession((s) => s.user?.staff_role);
  // The order shown while a new one is saved (the list does not jump back meanwhile).
  const [pending, setPending] = useState<StaffLectureItem[] | null>(null);
  const [created, setCreated] = useState<StaffLectureItem | null>(null);

  if (query.isPending && id > 0) return <Spinner />;
  if (!query.data) {
    const missing = id === 0 || statusOf(query.error) === 404;
    return (
      <ErrorState
        message={missing ? t.notFound : undefined}
        onRetry={missing ? undefined : () => query.refetch()}
      />
    );
  }
  const { lecture, course, items, free_exams } = query.data;
  const createdLink = created ? videoPagePath(created.id) : null;
  return (
    <section className={css({ display: 'grid', gap: '4' })}>
      <StaffPageHeader
        title={t.edit(lecture.name)}
        description={course.name}
        actions={
          <>
            <Badge tone={lecture.published ? 'success' : 'warning'}>
              {lecture.published ? t.published : t.draft}
            </Badge>
            <Button
              variant={lecture.published ? 'outline' : 'solid'}
              loading={publish.isPending}
              onClick={() => publish.mutate({ id, published: !lecture.published })}
            >
              {lecture.published ? t.unpublish(lecture.name) : t.publish(lecture.name)}
            </Button>
            <Link
              to={staffPathFor('course-lectures-editor', { courseId: course.id })}
              className={button({ variant: 'ghost' })}
            >
              {t.back}
            </Link>
          </>
        }
      />
      {publish.isError ? <Notice tone="danger">{t.failed}</Notice> : null}
      <Section title={t.form.title}>
        <LectureForm
          key={`${lecture.id}:${lecture.published}`}
          lecture={lecture}
          submitText={t.form.submit}
          pending={update.isPending}
          onSave={(body) => update.mutateAsync({ id, body: { ...body, published: lecture.published } })}
        />
      </Section>
      <Section title={t.image.title}>
        <LectureImage lecture={lecture} />
      </Section>
      <Section title={t.items.title}>
        <ItemsList
          items={order.isPending && pending ? pending : items}
          canDelete={role === 'admin' || role === 'teacher'}
          busy={order.isPending || remove.isPending}
          onReorder={(next) => {
            setPending(next);
            order.mutate({ id, items: next.map((i) => ({ type: i.type, id: i.id })) });
          }}
          onRemove={(item) => remove.mutate({ id, type: item.type, itemId: item.id })}
        />
        {order.isError || remove.isError ? <Notice tone="danger">{t.failed}</Notice> : null}
      </Section>
      <div
        className={css({
          display: 'grid',
          gap: '4',
          md: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        })}
      >
        <Section title={t.video.title}>
          <AddVideoForm lectureId={id} onCreated={setCreated} />
          {created ? (
            <Notice tone="success">
              {t.video.created(created.name)}{' '}
              {createdLink ? <Link to={createdLink}>{t.items.openVideo(created.name)}</Link> : null}
            </Notice>
          ) : null}
        </Section>
        <Section title={t.exam.title}>
          <AttachExamForm lectureId={id} exams={free_exams} />
        </Section>
        <Section title={t.note.title}>
          <NoteForm lectureId={id} />
        </Section>
      </div>
    </section>
  );
}
