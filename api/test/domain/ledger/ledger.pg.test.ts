import { describe } from 'vitest';
import { postgresFactory, TEST_DATABASE_URL } from '../_support/db';
import { ledgerSuite } from './ledger-suite';

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL', () => {
  ledgerSuite('PostgreSQL', postgresFactory);
});
