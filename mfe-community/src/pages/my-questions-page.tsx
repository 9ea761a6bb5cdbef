import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function MyQuestionsPage() {
  return <ComingSoon title={messages.routes['my-questions']} />;
}
