import { Link, useSearchParams } from '@app/router';
import { pathFor, routeByName, useSession } from '@app/shared-contracts';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { ExamDetails } from '../features/exam-details/components/exam-details';
import { ExamCodeForm } from '../features/exam-entry/components/exam-code-form';
import { messages } from '../messages';

/** /exams: the generic code entry (enable_gen_exm, no course_id), then the exam's details. */
export default function ExamsPage() {
  const [params] = useSearchParams();
  const courseId = params.get('course_id');
  const generic = useSession((s) => s.appData?.enable_gen_exm ?? false);
  const [code, setCode] = useState('');
  return (
    <section
      aria-labelledby="exams-title"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        padding: '4',
        maxWidth: '2xl',
        marginInline: 'auto',
        width: 'full',
      })}
    >
      <h1 id="exams-title" className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}>
        {routeByName('exams').meta.title}
      </h1>
      {generic && !courseId ? (
        <>
          <ExamCodeForm onCode={setCode} />
          {code ? <ExamDetails key={code} examCode={code} byCode /> : null}
        </>
      ) : (
        <>
          <Notice tone="info">{messages.entry.fromCourse}</Notice>
          {courseId && /^\d+$/.test(courseId) ? (
            <Link to={pathFor('course', { id: courseId })}>{messages.entry.toCourse}</Link>
          ) : null}
        </>
      )}
    </section>
  );
}
