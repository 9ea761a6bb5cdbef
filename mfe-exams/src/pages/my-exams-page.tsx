import { ResultsList } from '../features/exam-results/components/results-list';

/** /my-exams/exams (GET /exams/results). */
export default function MyExamsPage() {
  return <ResultsList kind="exam" />;
}
