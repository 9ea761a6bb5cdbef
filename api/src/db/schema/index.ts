// Every schema file of the product; drizzle-kit and the db client both read this one module.
export * from './auth';
export * from './community';
export * from './mail';
export * from './notifications';
export * from './settings';
export * from './users';
