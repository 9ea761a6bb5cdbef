import { routeByName } from '@app/shared-contracts';
import { ComingSoon } from '../components/coming-soon';

export default function MyExamsPage() {
  return <ComingSoon title={routeByName('my-exams').meta.title} />;
}
