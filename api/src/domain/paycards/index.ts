export { issuePayCards, issueRechargeCards, newCardCode, type IssuePayCardsInput } from './issue';
export {
  normalizeCardCode,
  redeemPayCard,
  redeemPayCardInTx,
  type PayCardRow,
  type PayCardTarget,
  type RedeemInput,
  type RedeemResult,
} from './redeem';
