import { routeByName } from '@app/shared-contracts';
import { ComingSoon } from '../components/coming-soon';

export default function WalletPage() {
  return <ComingSoon title={routeByName('wallet').meta.title} />;
}
