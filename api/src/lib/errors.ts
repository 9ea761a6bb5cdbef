// Routes throw the domain's errors too: one error type, one status table (plugins/error-handler).
export {
  type DetailKey,
  DomainError,
  type ErrorCode,
  FieldError,
  fieldError,
  isDomainError,
} from '../domain/errors';

import { type DetailKey, DomainError } from '../domain/errors';

export const unauthenticated = () => new DomainError('UNAUTHENTICATED');
export const notFound = (detail?: DetailKey) => new DomainError('NOT_FOUND', detail ? { detail } : {});
