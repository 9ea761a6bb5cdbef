import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function CoursesPage() {
  return <ComingSoon title={messages.routes['courses']} />;
}
