import { Link } from '@app/router';
import { type CourseDetail, pathFor } from '@app/shared-contracts';
import { Badge, Chip, Image, useIsDesktop } from '@app/ui';
import type { ReactNode } from 'react';
import { css, cx } from '#styled-system/css';
import { priceLabel } from '../../../components/course-card';
import { useHidePaidPrices } from '../../../hooks/use-session-bits';
import { messages } from '../../../messages';

const t = messages.course;
const chipsClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  alignItems: 'center',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
// A 44 px tall tap target on phones around the smaller chip (WCAG 2.5.5).
const chipLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: { base: '11', md: 'auto' },
  textDecoration: 'none',
  borderRadius: 'full',
});

/** Grades, teachers (linking to their pages) and categories; hidden once the course is joined. */
function CourseChips({ course }: { course: CourseDetail }) {
  if (course.joined) return null;
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      {course.grades.length > 0 ? (
        <ul aria-label={t.grades} className={chipsClass}>
          {course.grades.map((g) => (
            <li key={g.id}>
              <Chip>{g.name}</Chip>
            </li>
          ))}
        </ul>
      ) : null}
      {course.teachers.length > 0 ? (
        <ul aria-label={t.teachers} className={chipsClass}>
          {course.teachers.map((teacher) => (
            <li key={teacher.id}>
              <Link to={pathFor('teacher', { id: teacher.id })} className={chipLink}>
                <Chip>{teacher.name}</Chip>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {course.categories.length > 0 ? (
        <ul aria-label={t.categories} className={chipsClass}>
          {course.categories.map((c) => (
            <li key={c.id}>
              <Chip>{c.name}</Chip>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const accessRow = css({ display: 'flex', alignItems: 'center', gap: '3' });
const priceClass = css({ fontSize: 'xl', fontWeight: 'bold', whiteSpace: 'nowrap', color: 'primary.text' });

/** The join button with the price beside it (paid prices hidden on iOS, as in the catalogue). */
function AccessRow({ course, access }: { course: CourseDetail; access: ReactNode }) {
  const hidePaid = useHidePaidPrices();
  const price = course.joined ? null : priceLabel(course, hidePaid);
  return (
    <div className={accessRow}>
      {price ? (
        <p className={cx(priceClass, price.free && css({ color: 'success.text' }))}>{price.text}</p>
      ) : null}
      <div className={css({ flex: '1', minWidth: 0 })}>{access}</div>
    </div>
  );
}

export const headerClass = (joined: boolean) =>
  css({
    display: 'grid',
    gap: '5',
    gridTemplateColumns: {
      base: '1fr',
      md: joined ? 'minmax(0, 1fr) minmax(0, 2fr)' : 'minmax(0, 2fr) minmax(0, 3fr)',
    },
    alignItems: joined ? 'center' : 'start',
  });
export const columnClass = css({ display: 'flex', flexDirection: 'column', gap: '3' });

/** The course's image, the page's largest paint: asked for first, never lazily. */
export function CourseImage({ course }: { course: CourseDetail }) {
  return (
    <Image
      src={course.image_url}
      width={course.image_width ?? undefined}
      height={course.image_height ?? undefined}
      alt={course.name}
      aspectRatio="16 / 9"
      priority
      className={css({ borderRadius: 'lg' })}
    />
  );
}

/**
 * Image, featured badge, name and chips; the join button beside the image on desktop, under the
 * chips on phone. Joined, the chips go (spec 1 §3): the image narrows and the button moves under
 * the name, so the header stays balanced instead of leaving an empty column.
 */
export function CourseHeader({ course, access }: { course: CourseDetail; access: ReactNode }) {
  const desktop = useIsDesktop();
  const row = <AccessRow course={course} access={access} />;
  const besideImage = desktop && !course.joined;
  return (
    <header className={headerClass(course.joined)}>
      <div className={columnClass}>
        <CourseImage course={course} />
        {besideImage ? row : null}
      </div>
      <div className={columnClass}>
        {course.featured || course.joined ? (
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            {course.featured ? <Badge tone="warning">{messages.featured}</Badge> : null}
            {course.joined ? <Badge tone="success">{messages.joined}</Badge> : null}
          </div>
        ) : null}
        <h1 className={css({ fontSize: { base: 'xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'tight' })}>
          {course.name}
        </h1>
        <CourseChips course={course} />
        {besideImage ? null : row}
      </div>
    </header>
  );
}
