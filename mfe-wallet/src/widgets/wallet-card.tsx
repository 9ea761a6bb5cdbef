import { css } from '#styled-system/css';
import { messages } from '../messages';

export default function WalletCard() {
  return (
    <aside className={css({ padding: '4' })} aria-label={messages.widgets['wallet-card']}>
      {messages.comingSoon(messages.widgets['wallet-card'])}
    </aside>
  );
}
