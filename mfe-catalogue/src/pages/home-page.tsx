import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function HomePage() {
  return <ComingSoon title={messages.routes['home']} />;
}
