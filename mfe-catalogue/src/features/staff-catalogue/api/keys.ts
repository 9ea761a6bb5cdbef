import { queryKeys } from '@app/shared-contracts';

/** Every staff catalogue query sits under this key: a write refreshes them all. */
export const staffCatalogueKey = () => queryKeys.of('mfe-catalogue', 'staff', 'catalogue');
