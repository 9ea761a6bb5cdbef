import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function ExamSessionPage() {
  return <ComingSoon title={messages.routes['exam-session']} />;
}
