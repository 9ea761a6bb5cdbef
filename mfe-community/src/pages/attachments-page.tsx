import { routeByName } from '@app/shared-contracts';
import { ComingSoon } from '../components/coming-soon';

export default function AttachmentsPage() {
  return <ComingSoon title={routeByName('attachments').meta.title} />;
}
