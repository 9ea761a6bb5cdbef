import { routeByName } from '@app/shared-contracts';
import { ComingSoon } from '../components/coming-soon';

export default function OurOutletsPage() {
  return <ComingSoon title={routeByName('our-outlets').meta.title} />;
}
