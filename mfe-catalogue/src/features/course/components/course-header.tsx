import { Link } from '@app/router';
import { type CourseDetail, pathFor } from '@app/shared-contracts';
import { Badge, Chip, Image, useIsDesktop } from '@app/ui';
import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
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
const chipLink = css({ textDecoration: 'none', borderRadius: 'full' });

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

/** Image, featured badge, name and chips; the join button beside the image on desktop, under the chips on phone. */
export function CourseHeader({ course, access }: { course: CourseDetail; access: ReactNode }) {
  const desktop = useIsDesktop();
  return (
    <header
      className={css({
        display: 'grid',
        gap: '5',
        gridTemplateColumns: { base: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
        alignItems: 'start',
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <Image
          src={course.image_url}
          alt={course.name}
          aspectRatio="16 / 9"
          className={css({ borderRadius: 'lg' })}
        />
        {desktop ? access : null}
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {course.featured ? (
          <Badge tone="warning" className={css({ alignSelf: 'flex-start' })}>
            {messages.featured}
          </Badge>
        ) : null}
        <h1 className={css({ fontSize: { base: 'xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'tight' })}>
          {course.name}
        </h1>
        <CourseChips course={course} />
        {desktop ? null : access}
      </div>
    </header>
  );
}
