import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function CoursePage() {
  return <ComingSoon title={messages.routes['course']} />;
}
