import type { Course } from '@app/shared-contracts';
import { Skeleton, useIsDesktop } from '@app/ui';
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

/** Cards whose picture is likely above the fold on a phone or a desktop (issue 9, LCP). */
const PRIORITY_CARDS = 2;

/** Courses as a grid on desktop and as a list of rows on phones. */
export function CourseList({
  courses,
  label,
  priority = false,
}: {
  courses: Course[];
  label?: string;
  /** the list is the page's first content: its first pictures load at once */
  priority?: boolean;
}) {
  const desktop = useIsDesktop();
  const hidePrice = useHidePaidPrices();
  return (
    <ul className={desktop ? gridClass : listClass} aria-label={label}>
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard
            course={course}
            variant={desktop ? 'card' : 'row'}
            hidePrice={hidePrice}
            priority={priority && index < PRIORITY_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}

const placeholderClass = {
  card: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  row: css({ display: 'flex', gap: '3', blockSize: '10rem' }),
};

/**
 * What CourseList will show, in its shape: the same grid or list of cards (16:9 picture, title,
 * badges, price and action), so the sections below do not move when the courses arrive (issue 9).
 */
export function CourseListSkeleton({ count = 4 }: { count?: number }) {
  const desktop = useIsDesktop();
  const variant = desktop ? 'card' : 'row';
  return (
    <ul className={desktop ? gridClass : listClass} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={placeholderClass[variant]}>
          {desktop ? (
            <>
              <Skeleton height="auto" className={css({ aspectRatio: '16 / 9' })} />
              <Skeleton height="7.5rem" />
            </>
          ) : (
            <>
              <Skeleton
                width="36%"
                height="100%"
                className={css({ maxInlineSize: '160px', flexShrink: 0 })}
              />
              <Skeleton height="100%" />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
