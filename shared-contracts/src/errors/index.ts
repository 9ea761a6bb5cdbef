export { CHOSEN_ERROR_CODES, ERROR_CODES, type ErrorCode, isErrorCode, SPEC_ERROR_CODES } from './codes';
export {
  errorBodyOf,
  errorCodeOf,
  firstFieldError,
  type MessageTable,
  messageFor,
  statusOf,
} from './message-for';
export * from './messages';
