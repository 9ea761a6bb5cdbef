import { describe } from 'vitest';
import { postgresFactory, TEST_DATABASE_URL } from '../_support/db';
import { accessSuite } from './access-suite';

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL', () => {
  accessSuite('PostgreSQL', postgresFactory);
});
