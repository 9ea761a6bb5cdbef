// The money ledger: integer piasters, one append-only row per movement, row-locked wallets.
export { auditWallets, type AuditReport, type WalletMismatch } from './audit';
export { DomainError, isDomainError, MONEY_MESSAGES, type DomainCode } from './errors';
export { formatPounds, MoneyFormatError, toPiasters, toPounds } from './money';
export {
  adjustBalance,
  credit,
  creditInTx,
  debit,
  debitInTx,
  moveInTx,
  newSerial,
  type LedgerRow,
  type MovementInput,
  type MovementResult,
} from './movements';
export { listTransactions, toTransactionView, type TransactionView } from './transactions';
export { ensureWallet, findWalletByAddress, getBalance, getWallet, lockWallet, randomCode, type WalletRow } from './wallet';
// Pay-card redemption lives beside the cards; re-exported so callers find every money move here.
export { redeemPayCard, redeemPayCardInTx } from '../paycards/redeem';
