import { messageFor } from '@app/shared-contracts';
import { examSessionMessages } from '@app/shared-contracts/errors';
import { ErrorState, Spinner } from '@app/ui';
import { useState } from 'react';
import { useExamSession } from '../api/get-exam-session';
import { ActiveSession } from './active-session';
import { CorrectionView } from './correction-view';
import { SubmittedView } from './submitted-view';

/** The session page's body: the running session, or the submitted screen and its correction. */
export function SessionView({ token }: { token: string }) {
  const session = useExamSession(token);
  const [correction, setCorrection] = useState(false);
  // A failed re-read keeps what the page already knows (the submit's result, say).
  const data = session.data;
  if (!data) {
    if (session.isError)
      return (
        <ErrorState message={messageFor(session.error, examSessionMessages, examSessionMessages.fallback)} />
      );
    return <Spinner />;
  }
  // Not closed by the server yet (its time ran out, answers may still wait): the running page
  // submits it and says so, rather than a submitted screen without a result.
  if (data.session.active || data.session.submitted_at === null)
    return <ActiveSession data={data} token={token} />;
  const detailed = data.exam.show_detailed_result;
  return (
    <>
      <SubmittedView result={data.result} detailed={detailed} onShowCorrection={() => setCorrection(true)} />
      {correction && detailed ? (
        <CorrectionView questions={data.questions} attempts={data.answer_attempts} />
      ) : null}
    </>
  );
}
