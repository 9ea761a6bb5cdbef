// Schemas and types of every entity and call of the three spec documents.
// Free of React and axios: the Node api imports `@app/shared-contracts/schemas` directly.
export * from './common';
export * from './notification';
export * from './exam';
export * from './community';
export * from './lecture';
export * from './course';
export * from './teacher';
export * from './user';
export * from './app-data';
export * from './wallet';
export * from './profile';
export * from './auth';
export { ERROR_CODES, SPEC_ERROR_CODES, CHOSEN_ERROR_CODES, isErrorCode, type ErrorCode } from '../errors/codes';
