// Public entry of @app/shared-contracts. `@app/shared-contracts/schemas` is the React/axios-free
// subset for the api.
export * from './errors';
export * from './format';
export * from './http';
export * from './platform';
export * from './query';
export * from './routes';
export * from './schemas';
export * from './session';
export * from './federation';
