// Public entry of @app/shared-contracts (filled step by step).
export * from './schemas';
export * from './errors';
export * from './routes';
