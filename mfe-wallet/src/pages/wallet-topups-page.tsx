import { TopupRequestsView } from '../features/topups/components/topup-requests-view';

/** /wallet/topups (signed in; the shell sends it to not-found when the wallet system is off). */
export default function WalletTopupsPage() {
  return <TopupRequestsView />;
}
