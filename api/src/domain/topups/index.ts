export { readOwnReceipt, receiptsRoot, receiptUrl, storeReceipt } from './receipts';
export { cancelOwnRequest, getOwnTopup, listOwnRequests, toTopupView } from './requests';
export {
  REFUSED_TOPUP_TITLE,
  type ReviewInput,
  reviewTopup,
  reviewTopupInTx,
  sendAdminMessage,
} from './review';
export { assertTopupMethodOpen, checkTopupAmount } from './rules';
export { listTopupQueue, readTopupReceipt, reviewTopups } from './staff-queue';
export { submitTopupRequest, type TopupRequestInput } from './submit';
export { countUnderReview, insertTopupRequest, ownsReceipt, type TopupRow } from './topups-repository';
