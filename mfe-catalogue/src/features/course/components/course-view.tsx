import { type CourseDetail, statusOf } from '@app/shared-contracts';
import { ErrorState } from '@app/ui';
import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { Page } from '../../../components/page';
import { RemoteWidget } from '../../../components/remote-widget';
import { messages } from '../../../messages';
import { useCourse } from '../api/get-course';
import { CourseDescription } from './course-description';
import { CourseHeader } from './course-header';
import { CourseLoading } from './course-loading';
import { DownloadBanner, GuestNotice } from './course-notices';

export interface CourseViewProps {
  courseId: number;
  /** The join / purchase button (the page gives the course-access feature). */
  renderAccess: (course: CourseDetail, reload: () => void) => ReactNode;
}

/** /courses/{id}: header, description, notices and the lectures section of mfe-learning. */
export function CourseView({ courseId, renderAccess }: CourseViewProps) {
  const query = useCourse(courseId);
  if (query.isPending) {
    return <CourseLoading />;
  }
  if (query.isError || !query.data) {
    const missing = statusOf(query.error) === 404 || courseId <= 0;
    return (
      <Page>
        <ErrorState
          message={missing ? messages.course.notFound : messages.loadFailed}
          onRetry={missing ? undefined : () => void query.refetch()}
        />
      </Page>
    );
  }
  const course = query.data;
  const reload = () => void query.refetch();
  return (
    <Page>
      <CourseHeader course={course} access={renderAccess(course, reload)} />
      <CourseDescription text={course.description} />
      <GuestNotice courseId={course.id} />
      <DownloadBanner />
      <div className={css({ display: 'flex', flexDirection: 'column' })}>
        <RemoteWidget
          remote="mfe-learning"
          module="./widgets/course-lectures"
          props={{ course, onChanged: reload }}
        />
      </div>
    </Page>
  );
}
