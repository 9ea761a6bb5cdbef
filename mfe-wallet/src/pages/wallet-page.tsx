import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function WalletPage() {
  return <ComingSoon title={messages.routes['wallet']} />;
}
