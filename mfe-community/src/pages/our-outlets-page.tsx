import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function OurOutletsPage() {
  return <ComingSoon title={messages.routes['our-outlets']} />;
}
