import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function MyCoursesPage() {
  return <ComingSoon title={messages.routes['my-courses']} />;
}
