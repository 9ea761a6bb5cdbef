import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function TeachersPage() {
  return <ComingSoon title={messages.routes['teachers']} />;
}
