// Every schema file of the product; drizzle-kit and the db client both read this one module.
export * from './auth';
export * from './catalogue';
export * from './community';
export * from './exam-bank';
export * from './exam-builder';
export * from './exams';
export * from './idempotency';
export * from './mail';
export * from './mfe-health';
export * from './money';
export * from './notifications';
export * from './settings';
export * from './staff';
export * from './users';
export * from './video-jobs';
