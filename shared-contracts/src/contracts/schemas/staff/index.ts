// The staff api's contracts (issue 32): one file per area, each re-exported here once.
export * from './accounts';
export * from './audit';
export * from './cards';
export * from './catalogue';
export * from './common';
export * from './community';
export * from './dashboard';
export * from './essays';
export * from './events';
export * from './exam-bank';
export * from './imports';
export * from './me';
export * from './settings';
export * from './students';
export * from './videos';
export * from './wallet';
export * from './wallet-audit';
