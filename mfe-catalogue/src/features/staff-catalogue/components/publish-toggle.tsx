import type { StaffCourse } from '@app/shared-contracts';
import { Button } from '@app/ui';
import { messages } from '../../../messages';
import { usePublishCourse } from '../api/publish-course';

const t = messages.staffCatalogue.editor;

/** Publish the course (students see it at once) or take it back to draft. */
export function PublishToggle({ course }: { course: StaffCourse }) {
  const publish = usePublishCourse();
  return (
    <Button
      variant={course.published ? 'outline' : 'solid'}
      loading={publish.isPending}
      onClick={() => publish.mutate({ id: course.id, published: !course.published })}
    >
      {course.published ? t.unpublish : t.publish}
    </Button>
  );
}
