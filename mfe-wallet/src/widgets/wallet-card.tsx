import { WalletCard } from '../features/wallet/components/wallet-card';

/** The home page's wallet card (no props: the balance is the wallet's own query). */
export default function WalletCardWidget() {
  return <WalletCard />;
}
