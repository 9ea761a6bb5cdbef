import { type CoursesResponse, http } from '@app/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { messages } from '../messages';

const CourseCard = lazy(() => import('../exposes/course-card'));
const CourseAccess = lazy(() => import('../exposes/course-access'));

/** Dev only: a widget fed with the first course of the catalogue, as another remote would. */
export function WidgetDemo({ widget }: { widget: 'course-card' | 'course-access' }) {
  const first = useQuery({
    queryKey: ['mfe-catalogue', 'dev', 'first-course'],
    queryFn: async () => (await http.get<CoursesResponse>('/courses')).data.data[0] ?? null,
  });
  if (!first.data) return <p>{messages.harness.loading}</p>;
  return (
    <div style={{ maxWidth: 320, padding: 16 }}>
      <p>{messages.harness.widget}</p>
      {widget === 'course-card' ? <CourseCard course={first.data} /> : <CourseAccess course={first.data} />}
    </div>
  );
}
