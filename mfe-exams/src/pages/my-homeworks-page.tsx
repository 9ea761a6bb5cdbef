import { routeByName } from '@app/shared-contracts';
import { ComingSoon } from '../components/coming-soon';

export default function MyHomeworksPage() {
  return <ComingSoon title={routeByName('my-homeworks').meta.title} />;
}
