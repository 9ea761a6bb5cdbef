import { routeByName } from '@app/shared-contracts';
import { ComingSoon } from '../components/coming-soon';

export default function HelpPage() {
  return <ComingSoon title={routeByName('help').meta.title} />;
}
