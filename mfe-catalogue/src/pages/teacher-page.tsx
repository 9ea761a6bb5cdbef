import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function TeacherPage() {
  return <ComingSoon title={messages.routes['teacher']} />;
}
