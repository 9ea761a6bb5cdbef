export * from './exposes';
export * from './helpers';
export * from './remote-contract';
export * from './route-table';
export * from './staff-routes';
