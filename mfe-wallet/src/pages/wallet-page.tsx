import { WalletView } from '../features/wallet/components/wallet-view';

/** /wallet (signed in; the shell sends it to not-found when the wallet system is off). */
export default function WalletPage() {
  return <WalletView />;
}
