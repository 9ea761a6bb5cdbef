// Public entry of @app/shared-contracts, shared by Module Federation and therefore loaded whole
// before the first render. It holds no zod: from the schemas only their types, plus the zod-free
// runtime values (constants, enumerations, pure helpers) of `./schemas/values`. Code that parses
// at run time imports the schemas from `@app/shared-contracts/schemas` (not shared: each remote
// bundles zod in its own lazy chunks), which is also the React-free, client-free subset for the api.
// docs/decisions/0005-welcome-page-size.md.
// Error codes and helpers only: the Arabic message tables and the api's catalogue are at
// `@app/shared-contracts/errors` (not shared), so each screen bundles just the tables it shows.
export * from './errors/codes';
export * from './errors/message-for';
export * from './federation';
export * from './format';
export * from './http';
export * from './platform';
export * from './query';
export * from './routes';
export type * from './schemas';
export * from './schemas/values';
export * from './session';
