import { messageFor } from '@app/shared-contracts';
import { examCodeMessages, examMessages } from '@app/shared-contracts/errors';
import { Spinner } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { useExamDetails } from '../api/get-exam-details';
import { ExamDetailsCard } from './exam-details-card';

/** Loads an exam by code and shows its card, or the message of spec 2 §8 (the entry page words a wrong code). */
export function ExamDetails({
  examCode,
  courseId,
  byCode = false,
}: {
  examCode: string;
  courseId?: number;
  byCode?: boolean;
}) {
  // navigate_to_alternative: the student moves to the alternative exam's details in place.
  const [code, setCode] = useState(examCode);
  const details = useExamDetails(code);
  if (details.isPending) return <Spinner />;
  if (details.isError) {
    const table = byCode ? examCodeMessages : examMessages;
    return <Notice tone="danger">{messageFor(details.error, table, table.fallback)}</Notice>;
  }
  const exam = details.data.data;
  const alternative = exam.navigate_to_alternative ? exam.alternative_exam : null;
  return (
    <ExamDetailsCard
      exam={exam}
      courseId={courseId}
      onAlternative={alternative ? () => setCode(alternative) : undefined}
    />
  );
}
