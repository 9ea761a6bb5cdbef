import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function MyExamsPage() {
  return <ComingSoon title={messages.routes['my-exams']} />;
}
