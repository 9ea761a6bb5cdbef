import { Navigate, useSearchParams } from '@app/router';
import { pathFor } from '@app/shared-contracts';
import { css } from '#styled-system/css';
import { SessionView } from '../features/exam-session/components/session-view';

/** /exams/session?sessionToken=&course_id= ; without a token it goes back to the exams page. */
export default function ExamSessionPage() {
  const [params] = useSearchParams();
  const token = params.get('sessionToken');
  if (!token) return <Navigate replace to={pathFor('exams', {}, { course_id: params.get('course_id') })} />;
  return (
    <div className={css({ maxWidth: '3xl', marginInline: 'auto', padding: '4', width: 'full' })}>
      <SessionView key={token} token={token} />
    </div>
  );
}
