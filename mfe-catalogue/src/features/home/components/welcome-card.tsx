import { Card } from '@app/ui';
import { css } from '#styled-system/css';
import { RemoteWidget } from '../../../components/remote-widget';
import { useAppData, useUser } from '../../../hooks/use-session-bits';
import { messages } from '../../../messages';
import { BellPlaceholder, WalletCardPlaceholder } from './wallet-placeholders';

/**
 * welcome_msg (or a greeting); the wallet card and bell of mfe-wallet when the wallet is on. The
 * two widgets are another remote (its entry, code and styles): they load once the page and its
 * pictures are in, their placeholders holding the place (issue 9: the home page's largest paint).
 */
export function WelcomeCard({ message }: { message: string | null }) {
  const user = useUser();
  const wallet = useAppData()?.enable_wallet_system ?? false;
  const text = message || (user ? messages.home.greeting(user.name) : messages.home.greetingGuest);
  return (
    // The bell's list opens below the bell and must not be cut off by the card (Card clips its
    // overflow; at 360 px the list was cut at the card's edge and its items could not be read).
    <Card className={css({ bg: 'primary.subtle', gap: '4', overflow: 'visible !important' })}>
      <div
        className={css({
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: '3',
        })}
      >
        <p
          className={css({
            fontSize: { base: 'md', md: 'lg' },
            fontWeight: 'bold',
            color: 'primary.text',
            whiteSpace: 'pre-line',
          })}
        >
          {text}
        </p>
        {wallet ? (
          <RemoteWidget
            remote="mfe-wallet"
            module="./widgets/notification-bell"
            loading={<BellPlaceholder />}
            deferred
          />
        ) : null}
      </div>
      {wallet ? (
        <RemoteWidget
          remote="mfe-wallet"
          module="./widgets/wallet-card"
          loading={<WalletCardPlaceholder />}
          deferred
        />
      ) : null}
    </Card>
  );
}
