import { routeByName } from '@app/shared-contracts';
import { ComingSoon } from '../components/coming-soon';

export default function LecturePage() {
  return <ComingSoon title={routeByName('lecture').meta.title} />;
}
