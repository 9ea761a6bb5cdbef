import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function QuestionsBankPage() {
  return <ComingSoon title={messages.routes['questions-bank']} />;
}
