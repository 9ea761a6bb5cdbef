import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function WelcomePage() {
  return <ComingSoon title={messages.routes['welcome']} />;
}
