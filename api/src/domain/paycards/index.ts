export { batchCsv, batchPdf } from './batch-print';
export {
  batchCards,
  cardTargets,
  createCardBatch,
  getCardBatch,
  listCardBatches,
  voidCardBatch,
} from './batches';
export { type IssuePayCardsInput, issuePayCards, issueRechargeCards, newCardCode } from './issue';
export { redeemRechargeCard } from './recharge';
export {
  normalizeCardCode,
  type PayCardRow,
  type PayCardTarget,
  type RedeemInput,
  type RedeemResult,
  redeemPayCard,
  redeemPayCardInTx,
} from './redeem';
