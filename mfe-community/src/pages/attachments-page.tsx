import { ComingSoon } from '../components/coming-soon';
import { messages } from '../messages';

export default function AttachmentsPage() {
  return <ComingSoon title={messages.routes['attachments']} />;
}
