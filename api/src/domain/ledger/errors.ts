// The money codes are errors like any other: one DomainError for the whole domain.
export { DomainError, type DomainErrorOptions, type ErrorCode as DomainCode, isDomainError } from '../errors';
