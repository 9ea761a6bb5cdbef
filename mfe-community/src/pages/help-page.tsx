import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function HelpPage() {
  return <ComingSoon title={messages.routes['help']} />;
}
