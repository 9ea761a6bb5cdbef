// The staff api's contracts (issue 32): one file per area, each re-exported here once.
export * from './audit';
export * from './common';
export * from './community';
export * from './events';
export * from './me';
export * from './students';
