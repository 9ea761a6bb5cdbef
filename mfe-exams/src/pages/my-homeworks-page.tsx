import { ResultsList } from '../features/exam-results/components/results-list';

/** /my-exams/homeworks (GET /exams/homeworks/results). */
export default function MyHomeworksPage() {
  return <ResultsList kind="homework" />;
}
