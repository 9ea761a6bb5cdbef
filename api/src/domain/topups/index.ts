export { cancelOwnRequest, getOwnTopup, listOwnRequests, toTopupView } from './requests';
export { type ReviewInput, reviewTopup, sendAdminMessage } from './review';
