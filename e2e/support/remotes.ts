// The remotes and their Module Federation names, from the one list the scripts and the remote
// contract read (shared-contracts/src/routes/remotes.json, through scripts/lib/remotes.mjs).
export { mfNameOf, REMOTES, SHELL_MF_NAME } from '../../scripts/lib/remotes.mjs';
