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
  const [finished, setFinished] = useState(false);
  const [correction, setCorrection] = useState(false);
  if (session.isPending) return <Spinner />;
  if (session.isError)
    return (
      <ErrorState message={messageFor(session.error, examSessionMessages, examSessionMessages.fallback)} />
    );
  const data = session.data;
  if (data.session.active && !finished)
    return (
      <ActiveSession
        data={data}
        token={token}
        onFinished={() => {
          setFinished(true);
          void session.refetch();
        }}
      />
    );
  if (data.session.active) return <Spinner />;
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
