import { describe } from 'vitest';
import { postgresFactory, TEST_DATABASE_URL } from '../_support/db';
import { dashboardSuite } from './dashboard-suite';

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL', () => {
  dashboardSuite('PostgreSQL', postgresFactory);
});
