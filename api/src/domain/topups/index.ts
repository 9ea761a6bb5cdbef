export { cancelOwnRequest, getOwnTopup, listOwnRequests, toTopupView } from './requests';
export { REFUSED_TOPUP_TITLE, type ReviewInput, reviewTopup, sendAdminMessage } from './review';
