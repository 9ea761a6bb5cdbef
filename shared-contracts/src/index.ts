// Public entry of @app/shared-contracts, shared by Module Federation and therefore loaded whole
// before the first render. It holds no zod: from the schemas only their types, plus the zod-free
// runtime values (constants, enumerations, pure helpers) of `./contracts/schemas/values`. Code that
// parses at run time imports the schemas from `@app/shared-contracts/schemas` (not shared: each
// remote bundles zod in its own lazy chunks), which is also the React-free, client-free subset for
// the api. docs/decisions/0005-welcome-page-size.md.
// Error codes and helpers only: the Arabic message tables and the api's catalogue are at
// `@app/shared-contracts/errors` (not shared), so each screen bundles just the tables it shows.
// Two roles live here: `contracts/` (pure: no React, no browser, no http) and `runtime/` (the
// browser runtime). Dev and test helpers are in `@app/dev-kit`, never here.
export * from './contracts/errors/codes';
export * from './contracts/errors/message-for';
export * from './contracts/format';
// The route table and its helpers; the remote contract (build time) and the staff route table
// (the staff frame's lazy chunk) stay out of this shared entry: `@app/shared-contracts/routes`.
export * from './contracts/routes/helpers';
export type * from './contracts/routes/remote-contract';
export * from './contracts/routes/route-table';
export type * from './contracts/schemas';
export * from './contracts/schemas/values';
export * from './runtime/events';
export * from './runtime/federation';
export * from './runtime/http';
export * from './runtime/platform';
export * from './runtime/query';
export * from './runtime/session';
export { onStaffEvents, useStaffEvents } from './runtime/staff-events';
export * from './runtime/staff-lookups';
