import type { ExamDetailsProps } from '@app/shared-contracts';
import { ExamDetails } from '../features/exam-details/components/exam-details';

/** `./widgets/exam-details`: embedded by mfe-learning's lecture contents through the RemoteModule slot. */
export default function ExamDetailsWidget({ examCode, courseId }: ExamDetailsProps) {
  return <ExamDetails examCode={examCode} courseId={courseId} />;
}
