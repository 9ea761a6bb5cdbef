import { Link } from '@app/router';
import { formatMoney, pathFor, pluralAr, useSession } from '@app/shared-contracts';
import { loadMessages, walletMessages } from '@app/shared-contracts/errors';
import { Button, EmptyState, ErrorState, PlusIcon, Skeleton } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { css } from '#styled-system/css';
import { LoadMore } from '../../../components/load-more';
import { messages } from '../../../messages';
import { useTopup } from '../api/get-topup';
import { useWallet, walletQueryOptions } from '../api/get-wallet';
import { useCleanAddress, useReturnParams } from '../hooks/use-return-params';
import { CopyButton } from './copy-button';
import { PaymentResult } from './payment-result';
import { TopUpDialog } from './top-up-dialog';
import { TransactionsList } from './transactions-list';
import { TransferDialog } from './transfer-dialog';

// The QR library is only fetched when transfers are on.
const AddressQr = lazy(() => import('./address-qr'));
const t = messages.wallet;

const pageClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  width: 'full',
  maxInlineSize: '1200px',
  marginInline: 'auto',
  paddingInline: { base: '3', md: '6' },
  paddingBlock: { base: '4', md: '6' },
});
const panelClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  padding: '4',
  borderRadius: 'lg',
  bg: 'bg.surface',
  border: '1px solid',
  borderColor: 'border',
});

/** /wallet (spec 3 §2.3): balance, top-up, transfer block, pending count, transactions. */
export function WalletView() {
  const { order: orderId, error: paymentError, recharge } = useReturnParams();
  const order = useTopup(orderId);
  // The address is cleaned once the order's state is known (or when there is none to ask about).
  useCleanAddress(orderId === null || order.isFetched);
  const transfersOn = useSession((s) => s.appData?.enable_wallet_transfers ?? false);
  const query = useWallet();
  const client = useQueryClient();
  const credited = order.data?.status === 'confirmed';
  useEffect(() => {
    // The balance and rows the callback wrote, when it came after the page first loaded.
    if (credited) void client.invalidateQueries({ queryKey: walletQueryOptions().queryKey });
  }, [credited, client]);
  const [topUpOpen, setTopUpOpen] = useState(recharge !== null);
  const [transferOpen, setTransferOpen] = useState(false);
  const first = query.data?.pages[0];
  const transactions = query.data?.pages.flatMap((p) => p.transactions.data) ?? [];
  const pending = first?.meta.pending_mobile_payments_count ?? 0;

  return (
    <section className={pageClass} aria-labelledby="wallet-title">
      <h1 id="wallet-title" className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}>
        {t.title}
      </h1>
      {orderId !== null ? <PaymentResult query={order} /> : null}
      {paymentError !== null ? (
        <Notice tone="danger">{`${walletMessages.paymentError} ${paymentError}`}</Notice>
      ) : null}
      {query.isPending ? <Skeleton height="8rem" /> : null}
      {query.isError ? (
        <ErrorState message={loadMessages.wallet} onRetry={() => void query.refetch()} />
      ) : null}
      {first ? (
        <>
          <div className={panelClass}>
            <div>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t.balance}</p>
              <p className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
                <bdi>{formatMoney(first.wallet.balance)}</bdi>
              </p>
            </div>
            <Button startIcon={<PlusIcon />} onClick={() => setTopUpOpen(true)}>
              {t.topUp}
            </Button>
          </div>
          {transfersOn ? (
            <div className={panelClass}>
              <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                <Suspense fallback={<Skeleton width="90px" height="90px" />}>
                  <AddressQr address={first.wallet.address} title={t.addressQr} />
                </Suspense>
                <div>
                  <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t.address}</p>
                  <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                    <p
                      className={css({ fontSize: 'lg', fontWeight: 'bold', letterSpacing: 'wide' })}
                      dir="ltr"
                    >
                      {first.wallet.address}
                    </p>
                    <CopyButton text={first.wallet.address} />
                  </div>
                  <p className={css({ color: 'fg.muted', fontSize: 'xs' })}>{t.transferHint}</p>
                </div>
              </div>
              <Button variant="outline" onClick={() => setTransferOpen(true)}>
                {t.transfer}
              </Button>
            </div>
          ) : null}
          {pending > 0 ? <Notice tone="info">{pluralAr(pending, t.pending)}</Notice> : null}
          <Link to={pathFor('wallet-topups')} className={css({ color: 'primary.text', alignSelf: 'start' })}>
            {messages.topups.link}
          </Link>
          <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{t.transactions}</h2>
          {transactions.length === 0 ? (
            <EmptyState title={t.empty} />
          ) : (
            <TransactionsList transactions={transactions} />
          )}
          <LoadMore query={query} label={t.loadMore} />
          {transfersOn ? (
            <TransferDialog
              balance={first.wallet.balance}
              open={transferOpen}
              onOpenChange={setTransferOpen}
            />
          ) : null}
        </>
      ) : null}
      <TopUpDialog open={topUpOpen} onOpenChange={setTopUpOpen} initialAmount={recharge ?? ''} />
    </section>
  );
}
