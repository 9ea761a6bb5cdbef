import { type CourseDetail, type Lecture, pluralAr, useSession } from '@app/shared-contracts';
import { EmptyState } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { type LectureAction, showsLectures } from '../access';
import { LectureRow } from './lecture-row';

const t = messages.lectures;

export interface LectureListProps {
  course: CourseDetail;
  onAction: (lecture: Lecture, action: LectureAction | 'repurchase') => void;
}

/** The course page's lectures section (spec 2 §2 'Course page'). */
export function LectureList({ course, onAction }: LectureListProps) {
  const signedIn = useSession((s) => s.token !== null);
  const count = course.lectures.length;
  return (
    <section
      aria-labelledby="course-lectures-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 id="course-lectures-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t.title}{' '}
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>({pluralAr(count, t.count)})</span>
      </h2>
      {!showsLectures(course) ? (
        <p
          role="note"
          className={css({ padding: '4', borderRadius: 'lg', bg: 'info.subtle', color: 'info.text' })}
        >
          {t.joinFirst}
        </p>
      ) : count === 0 ? (
        signedIn ? (
          <EmptyState title={t.empty} />
        ) : null
      ) : (
        <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {course.lectures.map((lecture, i) => (
            <LectureRow
              key={lecture.id}
              lecture={lecture}
              payType={course.pay_type}
              index={i}
              onAction={onAction}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
