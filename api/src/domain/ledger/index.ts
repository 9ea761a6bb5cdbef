// The money ledger: integer piasters, one append-only row per movement, row-locked wallets.

// Pay-card redemption lives beside the cards; re-exported so callers find every money move here.
export { redeemPayCard, redeemPayCardInTx } from '../paycards/redeem';
export { type AdjustInput, adjustBalance, adjustBalanceInTx } from './adjust';
export { type AuditReport, auditWallets, type WalletMismatch } from './audit';
export { cashTopUp, staffAdjustBalance } from './desk';
export { type DomainCode, DomainError, isDomainError } from './errors';
export { assertBalanceRoom, LIMITS_PIASTERS } from './limits';
export { MoneyFormatError, moneyText, toPiasters, toPounds } from './money';
export {
  credit,
  creditInTx,
  debit,
  debitInTx,
  type LedgerRow,
  type MovementInput,
  type MovementResult,
  moveInTx,
  newSerial,
} from './movements';
export { counterpartName, recipientName } from './recipient';
export { isStudent } from './staff-ledger-repository';
export { cashReport, listLedger, listStaffLedger, toStaffLedgerRow } from './staff-views';
export { listTransactions, type TransactionView, toTransactionView } from './transactions';
export { type TransferInput, type TransferResult, transferBalance } from './transfer';
export {
  ensureWallet,
  findWalletByAddress,
  getBalance,
  getWallet,
  lockWallet,
  randomCode,
  type WalletRow,
} from './wallet';
export { type WalletOverview, walletOverview } from './wallet-overview';
export { assertTransfersOpen, sendTransfer } from './wallet-transfer';
