import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function LecturePage() {
  return <ComingSoon title={messages.routes['lecture']} />;
}
