import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function ExamsPage() {
  return <ComingSoon title={messages.routes['exams']} />;
}
