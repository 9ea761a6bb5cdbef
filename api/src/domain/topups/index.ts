export { type ReviewInput, reviewTopup, sendAdminMessage } from './review';
