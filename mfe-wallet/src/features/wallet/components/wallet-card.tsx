import { Link } from '@app/router';
import { formatMoney, pathFor } from '@app/shared-contracts';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { messages } from '../../../messages';
import { useBalance } from '../api/get-balance';

const t = messages.walletCard;

/** Spec 1 §4: the home page's wallet balance and a top-up shortcut (opens the top-up dialog). */
export function WalletCard() {
  const balance = useBalance().data ?? 0;
  return (
    <section
      aria-label={t.label}
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
        flexWrap: 'wrap',
      })}
    >
      <div>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t.balance}</p>
        <p className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          <bdi>{formatMoney(balance)}</bdi>
        </p>
      </div>
      <Link to={`${pathFor('wallet')}?recharge=`} className={button({ size: 'sm' })}>
        {t.topUp}
      </Link>
    </section>
  );
}
