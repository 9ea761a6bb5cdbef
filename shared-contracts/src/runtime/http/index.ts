export * from './auth-user';
export * from './client';
export * from './http-error';
export * from './idempotency-key';
