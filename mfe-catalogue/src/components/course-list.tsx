import type { Course } from '@app/shared-contracts';
import { useIsDesktop } from '@app/ui';
import { css } from '#styled-system/css';
import { useHidePaidPrices } from '../hooks/use-session-bits';
import { CourseCard } from './course-card';

const gridClass = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  listStyle: 'none',
  padding: 0,
});
const listClass = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', padding: 0 });

/** Courses as a grid on desktop and as a list of rows on phones. */
export function CourseList({ courses, label }: { courses: Course[]; label?: string }) {
  const desktop = useIsDesktop();
  const hidePrice = useHidePaidPrices();
  return (
    <ul className={desktop ? gridClass : listClass} aria-label={label}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} variant={desktop ? 'card' : 'row'} hidePrice={hidePrice} />
        </li>
      ))}
    </ul>
  );
}
