import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function ProfilePage() {
  return <ComingSoon title={messages.routes['profile']} />;
}
