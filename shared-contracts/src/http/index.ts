export * from './auth-user';
export * from './client';
