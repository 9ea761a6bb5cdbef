import { routeByName } from '@app/shared-contracts';
import { ComingSoon } from '../components/coming-soon';

export default function ExamsPage() {
  return <ComingSoon title={routeByName('exams').meta.title} />;
}
