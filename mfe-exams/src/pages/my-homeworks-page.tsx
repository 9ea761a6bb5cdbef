import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function MyHomeworksPage() {
  return <ComingSoon title={messages.routes['my-homeworks']} />;
}
