export { DETAIL_MESSAGES, type DetailKey, ERROR_MESSAGES } from './catalogue';
export { CHOSEN_ERROR_CODES, ERROR_CODES, type ErrorCode, isErrorCode, SPEC_ERROR_CODES } from './codes';
export {
  errorBodyOf,
  errorCodeOf,
  fieldErrorsOf,
  firstFieldError,
  type MessageTable,
  messageFor,
  serverMessageOf,
  statusOf,
} from './message-for';
export * from './messages';
