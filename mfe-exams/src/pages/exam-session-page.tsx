import { routeByName } from '@app/shared-contracts';
import { ComingSoon } from '../components/coming-soon';

export default function ExamSessionPage() {
  return <ComingSoon title={routeByName('exam-session').meta.title} />;
}
