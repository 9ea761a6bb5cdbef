// Schemas and types of every entity and call of the three spec documents.
// Free of React and the http client: the Node api imports `@app/shared-contracts/schemas` directly.

export {
  CHOSEN_ERROR_CODES,
  ERROR_CODES,
  type ErrorCode,
  isErrorCode,
  SPEC_ERROR_CODES,
} from '../errors/codes';
export * from './app-data';
export * from './auth';
export * from './auth-responses';
export * from './common';
export * from './community';
export * from './course';
export * from './exam';
export * from './lecture';
export * from './mfe-health';
export * from './notification';
export * from './profile';
export * from './staff/index';
export * from './teacher';
export * from './user';
export * from './values';
export * from './wallet';
export { installArabicZodMessages } from './zod-arabic';
